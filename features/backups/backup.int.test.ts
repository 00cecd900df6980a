import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { detoxPrograms, reviews } from "@/db/schema";
import { BackupError, readArchive, writeArchive } from "@/features/backups/archive";
import { backupConfig, createBackup, restoreBackup, type BackupConfig } from "@/features/backups/backup";
import { appMigrations, signManifest, type Manifest } from "@/features/backups/manifest";
import { clientVersionProblem } from "@/features/backups/postgres";
import { claimProgram } from "@/features/owners/ownership";
import { createClaimToken, findClaimToken } from "@/features/owners/tokens";
import { GET as ownerSession } from "@/app/api/owner/session/route";
import { GET as adminTransfers } from "@/app/api/admin/transfers/route";
import { createSessionToken } from "@/lib/session/admin";
import { createOwnerSessionToken } from "@/lib/session/owner";
import { createUploadToken, verifyUploadToken } from "@/lib/session/upload-token";
import { call } from "@/tests/support/api";
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

/** Row counts but app_secrets' (a restore drops the signing keys kept there and draws a new key epoch). */
const exceptKeys = (counts: Record<string, number>) => ({ ...counts, "public.app_secrets": undefined });

const uploaded = (config: BackupConfig, key: string) => readFile(path.join(config.uploadDir, ...key.split("/")));

/** Wipes what the backup holds, and adds a program it does not: restore must put back exactly the backup. */
async function wipe(config: BackupConfig) {
  await resetDb();
  await insertPrograms([programRow({ name: "Added after the backup" })]);
  await rm(config.uploadDir, { recursive: true, force: true });
}

const BACKUP_KEY = "test-backup-key-0123456789abcdef0123456789";

/** A backup file of this kind and migration level whose database part is empty (a manifest that lies or does not fit), signed with the key. */
async function fakeBackup(file: string, manifest: Record<string, unknown>) {
  const body = Buffer.from(JSON.stringify(signManifest({ format: "detox-directory-backup", version: 1, createdAt: new Date().toISOString(), uploads: { files: 0, bytes: 0, s3: false }, digests: {}, ...manifest } as Manifest, BACKUP_KEY)));
  await writeArchive(file, [{ name: "manifest.json", size: body.length, data: body }]);
}

/** The entries of a backup file, each whole (small test backups only). */
async function entriesOf(file: string): Promise<{ name: string; size: number; data: Buffer }[]> {
  const out: { name: string; size: number; data: Buffer }[] = [];
  await readArchive(file, async (e) => {
    const parts: Buffer[] = [];
    for await (const c of e.chunks) parts.push(c);
    out.push({ name: e.name, size: e.size, data: Buffer.concat(parts) });
  });
  return out;
}

/** The same backup with one change to its entries. */
async function rewrite(from: string, to: string, change: (entries: { name: string; size: number; data: Buffer }[]) => void) {
  const entries = await entriesOf(from);
  change(entries);
  await rm(to, { force: true });
  await writeArchive(to, entries.map((e) => ({ ...e, size: e.data.length })));
}

/** Sessions and tokens alive now: an admin cookie, an owner cookie, an emailed sign-in link, an upload token. */
async function liveCredentials() {
  const [program] = await insertPrograms([programRow({ name: "Owned before the backup", website: "https://owned-backup.example" })]);
  const { session } = await claimProgram({ programId: program!.id, method: "email", email: "owner@owned-backup.example" });
  const link = await createClaimToken("email-signin", { ownerId: session.ownerId, email: "owner@owned-backup.example" });
  return {
    admin: `detox_admin=${await createSessionToken()}`,
    owner: `detox_owner=${await createOwnerSessionToken(session.ownerId, "all")}`,
    link: link.secret,
    upload: { programId: program!.id, token: await createUploadToken(program!.id) },
  };
}

/** What each credential opens now: the owner's session call, an admin call, the emailed link, the upload token. */
async function opens(c: Awaited<ReturnType<typeof liveCredentials>>) {
  return {
    owner: (await call(ownerSession, { headers: { cookie: c.owner } })).status,
    admin: (await call(adminTransfers, { headers: { cookie: c.admin } })).status,
    link: await findClaimToken(c.link).then((row) => Boolean(row && !row.usedAt && row.expiresAt.getTime() > Date.now())),
    upload: await verifyUploadToken(c.upload.token, c.upload.programId),
  };
}

/** Leaves no staging directory, moved-aside directory or temporary file next to the data. */
async function expectNoLeftovers(config: BackupConfig) {
  const list = (folder: string) => readdir(folder).catch(() => [] as string[]); // a worktree without .data has no PGlite folder
  const near = [...(await list(path.dirname(config.uploadDir))), ...(await list(path.dirname(config.pgliteDataDir)))];
  expect(near.filter((n) => /\.(restore|before-restore)-|\.partial$/.test(n))).toEqual([]);
}

describe("PGlite (PGLITE_DATA_DIR) and the uploads folder", () => {
  let restoreEnv: () => void;
  let config: BackupConfig;
  let file: string;
  let seeded: { key: string; image: Buffer };
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(() => {
    restoreEnv = setEnv({ DATABASE_URL: undefined, PGLITE_DATA_DIR: path.join(dir, "pglite", "data"), UPLOAD_DIR: path.join(dir, "pglite", "uploads"), BACKUP_KEY });
    config = backupConfig();
    file = path.join(dir, "pglite-backup.tar.gz");
  });
  afterAll(async () => {
    await closeDb();
    restoreEnv();
  });

  it("backs up the database and uploads, and a restore after a wipe gives back every table and file", async () => {
    seeded = await seed(config.uploadDir);
    const credentials = await liveCredentials();
    expect(await opens(credentials)).toEqual({ owner: 200, admin: 200, link: true, upload: true });
    const second = await liveCredentials(); // the link above is spent now; this one is not, nor its sessions
    before = await snapshot();
    expect(before.counts["public.detox_programs"]).toBe(5);
    expect(before.counts["public.reviews"]).toBe(3);
    expect(before.counts["drizzle.__drizzle_migrations"]).toBe(journal.length);
    await expect(createBackup(config, file)).rejects.toThrow(/is open \(postmaster\.pid\): stop the server first/);
    await closeDb();

    const previousUmask = process.umask(0o022); // the default of most shells: the backup must not rely on the caller's umask
    const manifest = await createBackup(config, file).finally(() => process.umask(previousUmask));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o077).toBe(0);
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
    const after = await snapshot();
    expect(exceptKeys(after.counts)).toEqual(exceptKeys(before.counts)); // the restore drops the signing keys and adds a key epoch
    expect(after.programs).toEqual(before.programs);
    expect(await uploaded(config, seeded.key)).toEqual(seeded.image);
    await expectNoLeftovers(config);
    // Sessions and tokens made before the restore open nothing after it (security issue 51, item 3).
    expect(await opens(second)).toEqual({ owner: 401, admin: 401, link: false, upload: false });
    before = await snapshot();
  });

  it("refuses a tampered backup, one without an HMAC, and any restore without BACKUP_KEY, naming the reason", async () => {
    await closeDb();
    const cases: [string, (entries: { name: string; size: number; data: Buffer }[]) => void, RegExp][] = [
      ["an upload's bytes changed", (e) => (e.find((x) => x.name.startsWith("uploads/"))!.data[0]! ^= 1), /uploads\/.+ was changed after the backup was made/],
      ["the database changed", (e) => (e.find((x) => x.name.startsWith("database/"))!.data[600]! ^= 1), /database\/pglite-datadir\.tar was changed after the backup was made/],
      ["a file added", (e) => e.push({ name: "uploads/programs/extra.webp", size: 3, data: Buffer.from("abc") }), /an unexpected file uploads\/programs\/extra\.webp/],
      [
        "the manifest edited",
        (e) => {
          const m = JSON.parse(e[0]!.data.toString());
          m.uploads.s3 = !m.uploads.s3;
          e[0]!.data = Buffer.from(JSON.stringify(m));
        },
        /HMAC does not match under BACKUP_KEY/,
      ],
      [
        "the HMAC removed",
        (e) => {
          const m = JSON.parse(e[0]!.data.toString());
          delete m.hmac;
          e[0]!.data = Buffer.from(JSON.stringify(m));
        },
        /carries no HMAC/,
      ],
    ];
    for (const [what, change, message] of cases) {
      await rewrite(file, path.join(dir, "tampered"), change);
      const outcome = await restoreBackup(config, path.join(dir, "tampered")).then(() => "restored", (e: unknown) => String((e as Error).message));
      expect({ what, outcome }).toEqual({ what, outcome: expect.stringMatching(message) });
      await expectNoLeftovers(config);
    }
    expect((await restoreBackup({ ...config, key: "another-backup-key-0123456789abcdef012345" }, file).catch((e: Error) => e.message))).toMatch(/HMAC does not match under BACKUP_KEY/);
    expect((await restoreBackup({ ...config, key: undefined }, file).catch((e: Error) => e.message))).toMatch(/BACKUP_KEY is not set/);
    await expect(createBackup({ ...config, key: undefined }, path.join(dir, "keyless.tar.gz"))).rejects.toThrow(/BACKUP_KEY is not set/);
    expect(existsSync(path.join(dir, "keyless.tar.gz"))).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect(await uploaded(config, seeded.key)).toEqual(seeded.image);
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
          const digests = { "database/pglite-datadir.tar": createHash("sha256").update(tar).digest("hex") };
          const manifest = Buffer.from(JSON.stringify(signManifest({ format: "detox-directory-backup", version: 1, createdAt: "", kind: "pglite", migrations: { applied: journal.length, last: null }, database: { file: "database/pglite-datadir.tar", bytes: tar.length }, uploads: { files: 0, bytes: 0, s3: false }, digests }, BACKUP_KEY)));
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

describe("PostgreSQL client versions (CVE-2025-8714)", () => {
  it("refuses psql and pg_restore older than 17.6, 16.10, 15.14, 14.19 and 13.22", () => {
    for (const line of ["psql (PostgreSQL) 17.5", "psql (PostgreSQL) 16.9 (Debian 16.9-1)", "pg_restore (PostgreSQL) 15.13", "psql (PostgreSQL) 14.18", "psql (PostgreSQL) 13.21", "psql (PostgreSQL) 12.22", "psql (PostgreSQL) 9.6.24", "psql: unknown"]) {
      expect({ line, problem: clientVersionProblem("psql", line) }).toEqual({ line, problem: expect.stringMatching(/CVE-2025-8714|did not say its version/) });
    }
    for (const line of ["psql (PostgreSQL) 17.6", "psql (PostgreSQL) 16.10", "pg_restore (PostgreSQL) 15.14", "psql (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)", "psql (PostgreSQL) 14.19", "psql (PostgreSQL) 13.22", "psql (PostgreSQL) 18.0", "psql (PostgreSQL) 19devel"]) {
      expect({ line, problem: clientVersionProblem("psql", line) }).toEqual({ line, problem: null });
    }
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
    restoreEnv = setEnv({ DATABASE_URL: url.toString(), UPLOAD_DIR: path.join(dir, "postgres", "uploads"), BACKUP_KEY });
    config = backupConfig();
  });
  afterAll(async () => {
    await closeDb();
    restoreEnv?.();
    await adminSql(`drop database if exists ${name} with (force)`);
  });

  it("backs up with pg_dump, and a restore after a wipe gives back every table and file; a wrong file changes nothing", async () => {
    const seeded = await seed(config.uploadDir);
    const credentials = await liveCredentials();
    let before = await snapshot();
    expect(before.counts["public.detox_programs"]).toBe(4);
    const file = path.join(dir, "postgres-backup.tar.gz");
    const manifest = await createBackup(config, file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({ kind: "postgres", migrations: { applied: journal.length, last: journal.at(-1)!.tag }, database: { file: "database/postgres.dump" }, uploads: { files: 1, bytes: seeded.image.length } });

    await wipe(config);
    expect((await snapshot()).programs).not.toBe(before.programs);
    await closeDb();
    expect(await restoreBackup(config, file)).toEqual(manifest);
    expect(exceptKeys((await snapshot()).counts)).toEqual(exceptKeys(before.counts));
    expect((await snapshot()).programs).toEqual(before.programs);
    expect(await uploaded(config, seeded.key)).toEqual(seeded.image);
    await expectNoLeftovers(config);
    expect(await opens(credentials)).toEqual({ owner: 401, admin: 401, link: false, upload: false });
    before = await snapshot();

    // A tampered dump never reaches pg_restore and psql.
    await rewrite(file, path.join(dir, "tampered-pg"), (e) => (e.find((x) => x.name === "database/postgres.dump")!.data[100]! ^= 1));
    await expect(restoreBackup(config, path.join(dir, "tampered-pg"))).rejects.toThrow(/database\/postgres\.dump was changed after the backup was made/);

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
