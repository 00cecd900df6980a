import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BackupError } from "./archive";

/** The first file of every backup: what it holds, so that restore can refuse the wrong file before touching anything. */
export const MANIFEST = "manifest.json";
const FORMAT = "detox-directory-backup";

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  kind: z.enum(["postgres", "pglite"]),
  createdAt: z.string(),
  /** The database's migration level: how many of the app's migrations were applied, and the last one's tag. */
  migrations: z.object({ applied: z.number().int().min(0), last: z.string().nullable() }),
  database: z.object({ file: z.string(), bytes: z.number().int().min(0) }),
  /** The local uploads folder (UPLOAD_DIR); `s3` says images were in a bucket, which is not in the backup. */
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0), s3: z.boolean() }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseKind = Manifest["kind"];

export const DATABASE_FILE: Record<DatabaseKind, string> = { postgres: "database/postgres.dump", pglite: "database/pglite-datadir.tar" };

export function newManifest(fields: Omit<Manifest, "format" | "version" | "createdAt">): Manifest {
  return { format: FORMAT, version: 1, createdAt: new Date().toISOString(), ...fields };
}

export function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    json = undefined;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError("This is not a backup made by npm run db:backup (its manifest is not readable).");
  return parsed.data;
}

type JournalEntry = { tag: string; when: number };

/** The app's migrations in order, from drizzle-kit's journal in the migrations folder. */
export function appMigrations(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

/** Drizzle's record of applied migrations (its migrator writes one row per migration, created_at = the journal's `when`). */
export const MIGRATIONS_PRESENT_SQL = "select to_regclass('drizzle.__drizzle_migrations') is not null as present";
export const MIGRATIONS_LEVEL_SQL = "select count(*)::int as applied, max(created_at)::text as last_when from drizzle.__drizzle_migrations";

export function migrationLevel(applied: number, lastWhen: string | null, journal: JournalEntry[]): Manifest["migrations"] {
  const last = lastWhen === null ? undefined : journal.find((e) => String(e.when) === lastWhen);
  return { applied, last: last?.tag ?? (applied > 0 ? `unknown (${lastWhen})` : null) };
}

const describe = (kind: DatabaseKind) => (kind === "postgres" ? "a PostgreSQL database (DATABASE_URL)" : "the embedded PGlite database (PGLITE_DATA_DIR)");

/** Refuses a backup that does not fit this configuration or this version of the app. */
export function checkFits(manifest: Manifest, kind: DatabaseKind, journal: JournalEntry[]): void {
  if (manifest.kind !== kind) {
    throw new BackupError(
      `This backup holds ${describe(manifest.kind)}, but this configuration uses ${describe(kind)}. ` +
        (manifest.kind === "postgres" ? "Set DATABASE_URL to the database to restore it into." : "Unset DATABASE_URL to restore it into PGLITE_DATA_DIR."),
    );
  }
  if (manifest.migrations.applied > journal.length) {
    throw new BackupError(
      `This backup was made by a newer version of the app (${manifest.migrations.applied} migrations applied; this version has ${journal.length}). Restore it with that version.`,
    );
  }
}
