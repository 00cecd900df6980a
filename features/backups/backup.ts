import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env, type Env } from "@/lib/env";
import { BackupError, readArchive, writeArchive, type ArchiveEntry, type ReadEntry } from "./archive";
import { listFiles, sibling, swapIn, type Swap } from "./files";
import { forgetAppSecrets } from "@/lib/session/signing";
import { endSessionsPostgres, endSessionsSql } from "./after-restore";
import { appMigrations, checkFits, checkSignature, DATABASE_FILE, MANIFEST, migrationLevel, newManifest, parseManifest, requireRestoreKey, signManifest, type DatabaseKind, type Manifest } from "./manifest";
import { pgliteDump, pgliteLoad, checkDataDir } from "./pglite";
import { checkClientTools, pgDump, pgMigrationLevel, pgRestore } from "./postgres";

/**
 * `npm run db:backup` and `npm run db:restore`: one .tar.gz holding a manifest, the database (pg_dump's
 * custom format, or PGlite's data directory) and the local uploads folder. Restore reads the whole file
 * into temporary places first, then swaps: the PostgreSQL restore is one transaction, the PGlite data
 * directory and the uploads folder are renamed into place, and a failure before the end leaves the
 * database and the uploads as they were.
 */

export type BackupConfig = {
  /** PostgreSQL when set; else the PGlite data directory. */
  databaseUrl?: string;
  pgliteDataDir: string;
  uploadDir: string;
  /** Images are in a bucket (S3_BUCKET): the uploads folder is still backed up, but holds none of them. */
  s3: boolean;
  migrationsDir: string;
  /** BACKUP_KEY: the HMAC key of every backup (never inside one). */
  key?: string;
};

export function backupConfig(e: Env = env): BackupConfig {
  return {
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: path.resolve(e.PGLITE_DATA_DIR),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    s3: Boolean(e.S3_BUCKET),
    migrationsDir: path.join(process.cwd(), "db", "migrations"),
    key: e.BACKUP_KEY,
  };
}

const kindOf = (config: BackupConfig): DatabaseKind => (config.databaseUrl ? "postgres" : "pglite");

export function defaultBackupFile(config: BackupConfig, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z").replace("T", "-");
  return path.resolve(".data", "backups", `detox-${kindOf(config)}-${stamp}.tar.gz`);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The folder a backup goes in: made 0700 when it is made here (and the default folder kept 0700). */
async function backupFolder(file: string): Promise<void> {
  const folder = path.dirname(path.resolve(file));
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (folder === path.resolve(".data", "backups")) await chmod(folder, 0o700);
}

/**
 * Writes a backup to `file` (written under a temporary name, mode 0600, renamed when complete); answers its
 * manifest, which carries every file's SHA-256 and an HMAC under BACKUP_KEY.
 */
export async function createBackup(config: BackupConfig, file: string): Promise<Manifest> {
  const kind = kindOf(config);
  const journal = appMigrations(config.migrationsDir);
  if (!config.key) throw new BackupError("BACKUP_KEY is not set: every backup carries an HMAC under it, which restore checks. Set BACKUP_KEY (docs/deployment.md, Backups) and back up again.");
  await backupFolder(file);
  const work = await mkdtemp(path.join(os.tmpdir(), "detox-backup-"));
  const partial = `${path.resolve(file)}.partial`;
  try {
    let database: ArchiveEntry;
    let databaseDigest: string;
    let found: { applied: number; lastWhen: string | null };
    if (kind === "postgres") {
      const dump = path.join(work, "postgres.dump");
      found = await pgMigrationLevel(config.databaseUrl!);
      await pgDump(config.databaseUrl!, dump);
      const { size } = await stat(dump);
      databaseDigest = await fileSha256(dump);
      database = { name: DATABASE_FILE.postgres, size, data: () => createReadStream(dump) };
    } else {
      const { tar, ...level } = await pgliteDump(config.pgliteDataDir);
      found = level;
      databaseDigest = sha256(tar);
      database = { name: DATABASE_FILE.pglite, size: tar.length, data: tar };
    }
    // Images are small: each is read whole, so one replaced while the backup runs is taken as it is then.
    const uploads: ArchiveEntry[] = [];
    for (const name of await listFiles(config.uploadDir)) {
      const data = await readFile(path.join(config.uploadDir, ...name.split("/"))).catch(() => null);
      if (data) uploads.push({ name: `uploads/${name}`, size: data.length, data });
    }
    const digests: Record<string, string> = { [database.name]: databaseDigest };
    for (const u of uploads) digests[u.name] = sha256(u.data as Buffer);
    const manifest = signManifest(
      newManifest({
        kind,
        migrations: migrationLevel(found.applied, found.lastWhen, journal),
        database: { file: database.name, bytes: database.size },
        uploads: { files: uploads.length, bytes: uploads.reduce((n, u) => n + u.size, 0), s3: config.s3 },
        digests,
      }),
      config.key,
    );
    const manifestEntry = Buffer.from(JSON.stringify(manifest, null, 2));
    await rm(partial, { force: true });
    await writeArchive(partial, [{ name: MANIFEST, size: manifestEntry.length, data: manifestEntry }, database, ...uploads]);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

const MAX_MANIFEST_BYTES = 64 * 1024;

async function collect(entry: ReadEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of entry.chunks) parts.push(c);
  return Buffer.concat(parts);
}

/** Restores `file` over the configured database and uploads folder; answers the backup's manifest. */
export async function restoreBackup(config: BackupConfig, file: string): Promise<Manifest> {
  const kind = kindOf(config);
  const journal = appMigrations(config.migrationsDir);
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  if (kind === "pglite") checkDataDir(config.pgliteDataDir, false);
  requireRestoreKey(config.key);
  if (kind === "postgres") await checkClientTools();
  const work = await mkdtemp(path.join(os.tmpdir(), "detox-restore-"));
  const stagedUploads = sibling(config.uploadDir, "restore");
  const stagedDataDir = sibling(config.pgliteDataDir, "restore");
  const swaps: Swap[] = [];
  let keepStaged = false;
  try {
    // 1. Everything out of the file into temporary places, checked against the manifest.
    let manifest: Manifest | undefined;
    let database: Buffer | string | undefined;
    let files = 0;
    let bytes = 0;
    const checked = new Set<string>();
    await mkdir(stagedUploads, { recursive: true, mode: 0o700 });
    await readArchive(file, async (entry) => {
      if (!manifest) {
        if (entry.name !== MANIFEST || entry.size > MAX_MANIFEST_BYTES) throw new BackupError("This is not a backup made by npm run db:backup (it does not start with its manifest).");
        const read = parseManifest(await collect(entry));
        checkSignature(read, config.key);
        checkFits(read, kind, journal);
        manifest = read;
        return;
      }
      // Every other file must be one the signed manifest lists, with the bytes it lists (checked before any is used).
      const expected = manifest.digests?.[entry.name];
      if (!expected || checked.has(entry.name)) throw new BackupError(`This is not a backup made by npm run db:backup (an unexpected file ${entry.name}).`);
      const hash = createHash("sha256");
      const chunks = (async function* () {
        for await (const c of entry.chunks) {
          hash.update(c);
          yield c;
        }
      })();
      if (entry.name === manifest.database.file && database === undefined) {
        if (kind === "pglite") database = await collect({ ...entry, chunks });
        else await pipeline(Readable.from(chunks), createWriteStream((database = path.join(work, "postgres.dump")), { mode: 0o600 }));
      } else if (entry.name.startsWith("uploads/")) {
        const target = path.join(stagedUploads, ...entry.name.slice("uploads/".length).split("/"));
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(Readable.from(chunks), createWriteStream(target));
        files += 1;
        bytes += entry.size;
      } else {
        throw new BackupError(`This is not a backup made by npm run db:backup (an unexpected file ${entry.name}).`);
      }
      if (hash.digest("hex") !== expected) throw new BackupError(`${entry.name} was changed after the backup was made: its SHA-256 is not the one the signed manifest lists. The backup is refused.`);
      checked.add(entry.name);
    });
    if (!manifest) throw new BackupError("This is not a backup made by npm run db:backup (it is empty).");
    if (database === undefined || files !== manifest.uploads.files || bytes !== manifest.uploads.bytes || checked.size !== Object.keys(manifest.digests ?? {}).length) {
      throw new BackupError("This backup is incomplete: it does not hold everything its manifest lists.");
    }

    // 2. The database.
    if (kind === "postgres") {
      const current = await pgMigrationLevel(config.databaseUrl!);
      if (current.applied > manifest.migrations.applied) {
        throw new BackupError(
          `The database at DATABASE_URL has ${current.applied} migrations applied, more than this backup's ${manifest.migrations.applied}: ` +
            "tables added since would stay behind. Restore into a new, empty database (createdb) and point DATABASE_URL at it.",
        );
      }
      await pgRestore(config.databaseUrl!, database as string);
      await endSessionsPostgres(config.databaseUrl!);
    } else {
      await rm(stagedDataDir, { recursive: true, force: true });
      const loaded = await pgliteLoad(stagedDataDir, database as Buffer, endSessionsSql());
      if (loaded.applied !== manifest.migrations.applied) throw new BackupError("The database in this backup does not match its manifest.");
      checkDataDir(config.pgliteDataDir, false); // a server may have started meanwhile
      swaps.push(await swapIn(stagedDataDir, config.pgliteDataDir));
    }

    // 3. The uploads folder.
    try {
      swaps.push(await swapIn(stagedUploads, config.uploadDir));
    } catch (e) {
      if (kind === "pglite") {
        for (const swap of swaps.reverse()) await swap.undo();
        swaps.length = 0;
        throw e;
      }
      keepStaged = true;
      throw new BackupError(`The database was restored, but the uploads folder could not be put in place (${String(e)}); the restored files are in ${stagedUploads}.`);
    }
    for (const swap of swaps) await swap.finish();
    forgetAppSecrets(); // this process's copies of the keys the restore dropped
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    if (swaps.length === 0 && !keepStaged) {
      await rm(stagedUploads, { recursive: true, force: true });
      await rm(stagedDataDir, { recursive: true, force: true });
    }
  }
}
