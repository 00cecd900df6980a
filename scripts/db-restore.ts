/**
 * `npm run db:restore FILE`: puts back a backup made by `npm run db:backup`, replacing the database
 * (PostgreSQL at DATABASE_URL, else the embedded PGlite at PGLITE_DATA_DIR) and the uploads folder
 * (UPLOAD_DIR). Everything there now is overwritten. Stop the app servers first. See features/backups/.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../features/backups/archive";
import { backupConfig, restoreBackup } from "../features/backups/backup";
import { readCommandLine } from "./args.mjs";

const file = readCommandLine("npm run db:restore FILE   (a .tar.gz made by npm run db:backup)", () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new Error(`One FILE only, not ${positionals.length}.`);
  if (!positionals[0]) throw new Error(""); // the usage line alone, as before
  return positionals[0];
});

async function main() {
  process.umask(0o077); // every file and folder this command makes is the operator's alone (security issue 51, item 3)
  const config = backupConfig();
  const started = Date.now();
  const m = await restoreBackup(config, path.resolve(file));
  console.log(
    `Restored ${path.resolve(file)} (made ${m.createdAt}) into ${m.kind === "postgres" ? "the database at DATABASE_URL" : config.pgliteDataDir}: ` +
      `${m.migrations.applied} migrations (last ${m.migrations.last ?? "none"}), ${m.uploads.files} uploaded files into ${config.uploadDir}; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s. Pending migrations, if any, run when the server starts.`,
  );
}

main().catch((err: unknown) => {
  console.error("Restore failed:", err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
});
