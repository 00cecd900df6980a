import { createHmac, timingSafeEqual } from "node:crypto";
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
  /** The SHA-256 (hex) of every other file of the backup, by name: the HMAC below covers them through this list. */
  digests: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
  /** HMAC-SHA256 (hex) of the rest of the manifest under BACKUP_KEY (security issue 51, item 3). */
  hmac: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseKind = Manifest["kind"];

export const DATABASE_FILE: Record<DatabaseKind, string> = { postgres: "database/postgres.dump", pglite: "database/pglite-datadir.tar" };

/** JSON with every object's keys sorted, so that the HMAC does not depend on the order keys were written in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const manifestHmac = (manifest: Manifest, key: string) => {
  const { hmac: _ignored, ...rest } = manifest; // eslint-disable-line @typescript-eslint/no-unused-vars
  return createHmac("sha256", key).update(canonicalJson(rest)).digest("hex");
};

/** The manifest with its HMAC under BACKUP_KEY (which is never inside a backup). */
export function signManifest(manifest: Manifest, key: string): Manifest {
  return { ...manifest, hmac: manifestHmac(manifest, key) };
}

/** Refuses to restore without BACKUP_KEY, before anything is read. */
export function requireRestoreKey(key: string | undefined): asserts key is string {
  if (!key) throw new BackupError("BACKUP_KEY is not set: a backup is restored only after its HMAC is checked under the key it was made with. Set BACKUP_KEY and restore again.");
}

/** Refuses a manifest without an HMAC, with one that BACKUP_KEY does not give, or restored without a key; names the reason. */
export function checkSignature(manifest: Manifest, key: string | undefined): asserts manifest is Manifest & { digests: Record<string, string>; hmac: string } {
  requireRestoreKey(key);
  if (!manifest.hmac || !manifest.digests) throw new BackupError("This backup carries no HMAC (made before BACKUP_KEY existed, or its signature was removed): it cannot be checked, so it is refused.");
  const expected = Buffer.from(manifestHmac(manifest, key), "hex");
  if (!timingSafeEqual(expected, Buffer.from(manifest.hmac, "hex"))) {
    throw new BackupError("This backup's HMAC does not match under BACKUP_KEY: it was changed after it was made, or made with another key. It is refused.");
  }
}

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
