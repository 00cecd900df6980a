import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { detoxPrograms, reviews } from "@/db/schema";
import { BackupError, writeArchive } from "@/features/backups/archive";
import { backupConfig, createBackup, restoreBackup, type BackupConfig } from "@/features/backups/backup";
import { appMigrations } from "@/features/backups/manifest";
import { newImageKey } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";

jest.setTimeout(180_000);

let dir: string;
beforeAll(async () => {
  await closeDb();
  dir = await mkdtemp(path.join(os.tmpdir(), "detox-backup-test-"));
});
afterAll(async () => {
  await closeDb();
  await rm(dir, { recursive: true, force: true });
});

const journal = appMigrations(path.join(process.cwd(), "db", "migrations"));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Programs (one with an uploaded image), reviews; answers the image's key and bytes. */
async function seed(uploadDir: string): Promise<{ key: string; image: Buffer }> {
  const db = await getDb();
  const programs = await insertPrograms([programRow({ name: "Backup Clinic A" }), programRow({ name: "Backup Clinic B", state: "CA", city: "Fresno" }), programRow({ name: "Backup Clinic C" })]);
  const storage = createLocalStorage(uploadDir);
  const key = newImageKey(programs[0]!.id);
  const image = randomBytes(20_000);
  await storage.put(key, image, "image/webp");
  await db.update(detoxPrograms).set({ imageUrl: storage.publicUrl(key) }).where(eq(detoxPrograms.id, programs[0]!.id));
  await db.insert(reviews).values(
    programs.map((p, i) => ({ programId: p.id, userName: `Reviewer ${i}`, userEmail: `r${i}@example.com`, rating: 4, title: "Kept", comment: "Restored with the rest.", isPublished: i > 0 })),
  );
  return { key, image };
}

/** Every table's row count (the app's, drizzle's migrations, any other schema) and a checksum of the programs table. */
async function snapshot(): Promise<{ counts: Record<string, number>; programs: string }> {
  const db = await getDb();
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`),
  );
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(t.schema)}.${sql.identifier(t.name)}`));
    counts[`${t.schema}.${t.name}`] = row!.n;
  }
  const [sum] = rowsOf<{ h: string }>(await db.execute(sql`select md5(coalesce(string_agg(p::text, '|' order by id), '')) as h from detox_programs p`));
  return { counts, programs: sum!.h };
}

const uploaded = (config: BackupConfig, key: string) => readFile(path.join(config.uploadDir, ...key.split("/")));

/** Wipes what the backup holds, and adds a program it does not: restore must put back exactly the backup. */
async function wipe(config: BackupConfig) {
  await resetDb();
  await insertPrograms([programRow({ name: "Added after the backup" })]);
  await rm(config.uploadDir, { recursive: true, force: true });
}

/** A backup file of this kind and migration level whose database part is empty (a manifest that lies or does not fit). */
async function fakeBackup(file: string, manifest: Record<string, unknown>) {
  const body = Buffer.from(JSON.stringify({ format: "detox-directory-backup", version: 1, createdAt: new Date().toISOString(), uploads: { files: 0, bytes: 0, s3: false }, ...manifest }));
  await writeArchive(file, [{ name: "manifest.json", size: body.length, data: body }]);
}

/** Leaves no staging directory, moved-aside directory or temporary file next to the data. */
async function expectNoLeftovers(config: BackupConfig) {
  const near = [...(await readdir(path.dirname(config.uploadDir))), ...(await readdir(path.dirname(config.pgliteDataDir)))];
  expect(near.filter((n) => /\.(restore|before-restore)-|\.partial$/.test(n))).toEqual([]);
}

describe("PGlite (PGLITE_DATA_DIR) and the uploads folder", () => {
  let restoreEnv: () => void;
  let config: BackupConfig;
  let file: string;
  let seeded: { key: string; image: Buffer };
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(() => {
    restoreEnv = setEnv({ DATABASE_URL: undefined, PGLITE_DATA_DIR: path.join(dir, "pglite", "data"), UPLOAD_DIR: path.join(dir, "pglite", "uploads") });
    config = backupConfig();
    file = path.join(dir, "pglite-backup.tar.gz");
  });
  afterAll(async () => {
    await closeDb();
    restoreEnv();
  });

  it("backs up the database and uploads, and a restore after a wipe gives back every table and file", async () => {
    seeded = await seed(config.uploadDir);
    before = await snapshot();
    expect(before.counts["public.detox_programs"]).toBe(3);
    expect(before.counts["public.reviews"]).toBe(3);
    expect(before.counts["drizzle.__drizzle_migrations"]).toBe(journal.length);
    await expect(createBackup(config, file)).rejects.toThrow(/is open \(postmaster\.pid\): stop the server first/);
    await closeDb();

    const manifest = await createBackup(config, file);
    expect(manifest).toMatchObject({
      kind: "pglite",
      migrations: { applied: journal.length, last: journal.at(-1)!.tag },
      database: { file: "database/pglite-datadir.tar" },
      uploads: { files: 1, bytes: seeded.image.length, s3: false },
    });

    await wipe(config);
    const wiped = await snapshot();
    expect(wiped.counts["public.detox_programs"]).toBe(1);
    expect(wiped.programs).not.toBe(before.programs);
    await closeDb();

    expect(await restoreBackup(config, file)).toEqual(manifest);
    expect(await snapshot()).toEqual(before);
    expect(await uploaded(config, seeded.key)).toEqual(seeded.image);
    await expectNoLeftovers(config);
  });

  it("refuses a corrupt, cut, foreign or wrong-kind file and leaves the database and uploads as they were", async () => {
    await closeDb();
    const good = await readFile(file);
    const bad: Record<string, [Buffer | (() => Promise<void>), RegExp]> = {
      "random bytes": [randomBytes(4096), /not a backup made by npm run db:backup \(it is not gzip-compressed\)/],
      "a backup cut in its database part": [good.subarray(0, Math.floor(good.length / 2)), /not a backup made by npm run db:backup \(its compressed data is cut short or damaged\)/],
      "a backup cut in the middle of its manifest": [good.subarray(0, 60), /not a backup made by npm run db:backup/],
      "a backup of PostgreSQL": [() => fakeBackup(path.join(dir, "bad"), { kind: "postgres", migrations: { applied: 1, last: null }, database: { file: "database/postgres.dump", bytes: 0 } }), /holds a PostgreSQL database \(DATABASE_URL\), but this configuration uses the embedded PGlite database/],
      "a backup from a newer app": [() => fakeBackup(path.join(dir, "bad"), { kind: "pglite", migrations: { applied: journal.length + 1, last: "9999_future" }, database: { file: "database/pglite-datadir.tar", bytes: 0 } }), /made by a newer version of the app/],
      "a backup without its database": [() => fakeBackup(path.join(dir, "bad"), { kind: "pglite", migrations: { applied: journal.length, last: null }, database: { file: "database/pglite-datadir.tar", bytes: 0 } }), /incomplete/],
      "a damaged PGlite data directory": [
        async () => {
          const tar = randomBytes(10 * 1024);
          const manifest = Buffer.from(JSON.stringify({ format: "detox-directory-backup", version: 1, createdAt: "", kind: "pglite", migrations: { applied: journal.length, last: null }, database: { file: "database/pglite-datadir.tar", bytes: tar.length }, uploads: { files: 0, bytes: 0, s3: false } }));
          await writeArchive(path.join(dir, "bad"), [{ name: "manifest.json", size: manifest.length, data: manifest }, { name: "database/pglite-datadir.tar", size: tar.length, data: tar }]);
        },
        /cannot be loaded|does not match its manifest/,
      ],
    };
    for (const [what, [content, message]] of Object.entries(bad)) {
      await rm(path.join(dir, "bad"), { force: true });
      if (typeof content === "function") await content();
      else await writeFile(path.join(dir, "bad"), content);
      const outcome = await restoreBackup(config, path.join(dir, "bad")).then(() => "restored", (e: unknown) => e);
      expect({ what, error: outcome instanceof BackupError, message: String((outcome as Error).message) }).toEqual({ what, error: true, message: expect.stringMatching(message) });
      await expectNoLeftovers(config);
    }
    expect(await snapshot()).toEqual(before);
    expect(await uploaded(config, seeded.key)).toEqual(seeded.image);
    // The database is open now (this process): restore refuses to replace it under a running server.
    await expect(restoreBackup(config, file)).rejects.toThrow(/is open \(postmaster\.pid\): stop the server first/);
    expect(await snapshot()).toEqual(before);
  });
});

const PG_URL = process.env.DATABASE_URL;

(PG_URL ? describe : describe.skip)("PostgreSQL (DATABASE_URL) and the uploads folder", () => {
  const name = `detox_backup_test_${process.pid}`;
  const adminSql = async (text: string) => {
    const client = new Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  let restoreEnv: () => void;
  let config: BackupConfig;
  beforeAll(async () => {
    await closeDb();
    await adminSql(`drop database if exists ${name} with (force)`);
    await adminSql(`create database ${name}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    restoreEnv = setEnv({ DATABASE_URL: url.toString(), UPLOAD_DIR: path.join(dir, "postgres", "uploads") });
    config = backupConfig();
  });
  afterAll(async () => {
    await closeDb();
    restoreEnv?.();
    await adminSql(`drop database if exists ${name} with (force)`);
  });

  it("backs up with pg_dump, and a restore after a wipe gives back every table and file; a wrong file changes nothing", async () => {
    const seeded = await seed(config.uploadDir);
    const before = await snapshot();
    expect(before.counts["public.detox_programs"]).toBe(3);
    const file = path.join(dir, "postgres-backup.tar.gz");
    const manifest = await createBackup(config, file);
    expect(manifest).toMatchObject({ kind: "postgres", migrations: { applied: journal.length, last: journal.at(-1)!.tag }, database: { file: "database/postgres.dump" }, uploads: { files: 1, bytes: seeded.image.length } });

    await wipe(config);
    expect((await snapshot()).programs).not.toBe(before.programs);
    await closeDb();
    expect(await restoreBackup(config, file)).toEqual(manifest);
    expect(await snapshot()).toEqual(before);
    expect(await uploaded(config, seeded.key)).toEqual(seeded.image);
    await expectNoLeftovers(config);

    // Refused, each leaving the database and the uploads as they were.
    await expect(restoreBackup(config, path.join(dir, "pglite-backup.tar.gz"))).rejects.toThrow(/holds the embedded PGlite database \(PGLITE_DATA_DIR\), but this configuration uses a PostgreSQL database/);
    const damaged = await readFile(file);
    await writeFile(path.join(dir, "bad-pg"), damaged.subarray(0, damaged.length - 100));
    await expect(restoreBackup(config, path.join(dir, "bad-pg"))).rejects.toThrow(BackupError);
    // A database migrated past the backup: the tables added since would stay behind.
    const db = await getDb();
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('later', 9999999999999)`);
    await expect(restoreBackup(config, file)).rejects.toThrow(/has \d+ migrations applied, more than this backup's/);
    await db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'later'`);
    expect(await snapshot()).toEqual(before);
    expect(await uploaded(config, seeded.key)).toEqual(seeded.image);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});
