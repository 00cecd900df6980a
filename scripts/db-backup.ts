/**
 * `npm run db:backup [-- FILE]`: the database (PostgreSQL at DATABASE_URL with pg_dump, else the embedded
 * PGlite at PGLITE_DATA_DIR) and the local uploads folder (UPLOAD_DIR) into one .tar.gz; by default
 * .data/backups/detox-<kind>-<time>.tar.gz. PGlite: stop the server first. See features/backups/.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../features/backups/archive";
import { backupConfig, createBackup, defaultBackupFile } from "../features/backups/backup";
import { readCommandLine } from "./args.mjs";

const fileArg = readCommandLine("npm run db:backup [-- FILE]", () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new Error(`One FILE at most, not ${positionals.length}.`);
  return positionals[0];
});

async function main() {
  process.umask(0o077); // every file and folder this command makes is the operator's alone (security issue 51, item 3)
  const config = backupConfig();
  const file = path.resolve(fileArg ?? defaultBackupFile(config));
  const started = Date.now();
  const m = await createBackup(config, file);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Backup written: ${file}`);
  console.log(
    `  ${m.kind === "postgres" ? "PostgreSQL (pg_dump)" : "PGlite data directory"}: ${mb(m.database.bytes)}, ${m.migrations.applied} migrations (last ${m.migrations.last ?? "none"}); ` +
      `uploads: ${m.uploads.files} files, ${mb(m.uploads.bytes)}; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (m.uploads.s3) console.log("  S3_BUCKET is set: the images in the bucket are not in this file; back up the bucket separately.");
}

main().catch((err: unknown) => {
  console.error("Backup failed:", err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
});
