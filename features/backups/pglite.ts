import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError, tarNames } from "./archive";
import { MIGRATIONS_LEVEL_SQL, MIGRATIONS_PRESENT_SQL } from "./manifest";

/**
 * The embedded database: PGlite's own dump of its data directory (`dumpDataDir`, a tar) and, to restore,
 * a new data directory loaded from it (`loadDataDir`). The directory must not be open elsewhere: PGlite
 * has one writer, and a server running on it would go on writing into the directory restore replaces.
 */

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { cube } = await import("@electric-sql/pglite/contrib/cube");
  const { earthdistance } = await import("@electric-sql/pglite/contrib/earthdistance");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return PGlite.create(dataDir, { extensions: { pg_trgm, cube, earthdistance }, ...(loadDataDir ? { loadDataDir } : {}) });
}

type Pglite = Awaited<ReturnType<typeof openPglite>>;

async function level(db: Pglite): Promise<{ applied: number; lastWhen: string | null }> {
  const present = await db.query<{ present: boolean }>(MIGRATIONS_PRESENT_SQL);
  if (!present.rows[0]?.present) return { applied: 0, lastWhen: null };
  const { rows } = await db.query<{ applied: number; last_when: string | null }>(MIGRATIONS_LEVEL_SQL);
  return { applied: rows[0]!.applied, lastWhen: rows[0]!.last_when };
}

/** Refuses a data directory that is missing, in memory, or open (PGlite keeps postmaster.pid while open). */
export function checkDataDir(dataDir: string, mustExist: boolean): void {
  if (dataDir.startsWith("memory://")) throw new BackupError("PGLITE_DATA_DIR is memory://: an in-memory database lives only inside its process.");
  if (mustExist && !existsSync(path.join(dataDir, "PG_VERSION"))) throw new BackupError(`There is no PGlite database at ${dataDir} (PGLITE_DATA_DIR).`);
  if (existsSync(path.join(dataDir, "postmaster.pid"))) {
    throw new BackupError(
      `The PGlite database at ${dataDir} is open (postmaster.pid): stop the server first. ` +
        "If no server is running (one stopped abruptly), start and stop it once, or delete that file.",
    );
  }
}

/** The data directory as a tar, with its migration level. */
export async function pgliteDump(dataDir: string): Promise<{ tar: Buffer; applied: number; lastWhen: string | null }> {
  checkDataDir(dataDir, true);
  const db = await openPglite(dataDir);
  try {
    const found = await level(db);
    const blob = await db.dumpDataDir("none");
    return { tar: Buffer.from(await blob.arrayBuffer()), ...found };
  } finally {
    await db.close();
  }
}

/** A new data directory at `dataDir` (which must not exist) from a dump, then `afterLoad` run in it; answers its migration level. */
export async function pgliteLoad(dataDir: string, tar: Buffer, afterLoad?: string): Promise<{ applied: number; lastWhen: string | null }> {
  // Checked before PGlite sees it: given bytes that are not a tar, PGlite 0.5.14 also leaves a promise
  // rejected and unhandled (its gzip fallback), which ends a Node process.
  let names: string[];
  try {
    names = await tarNames(tar);
  } catch {
    names = [];
  }
  if (!names.includes("/PG_VERSION")) throw new BackupError("The database in this backup cannot be loaded: it is not a PGlite data directory.");
  let db: Pglite;
  try {
    db = await openPglite(dataDir, new Blob([new Uint8Array(tar)]));
  } catch (e) {
    throw new BackupError(`The database in this backup cannot be loaded: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    const found = await level(db);
    if (afterLoad) await db.exec(afterLoad);
    return found;
  } finally {
    await db.close();
  }
}
