import "server-only";
import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { dbSettings as env } from "./settings";
import { outsideRequests } from "./detach-from-request";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db (what db.transaction hands its callback). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type Handle = {
  db: Db;
  driver: "pglite" | "postgres";
  pool?: import("pg").Pool;
  remote?: import("./pglite-remote").PgliteWorker;
  /** The node-postgres pool on either driver (PGlite's is a pool of one), for its figures. */
  clients: import("pg").Pool;
  close: () => Promise<void>;
};

const MIGRATIONS = path.join(process.cwd(), "db", "migrations");

/**
 * node-postgres's Pool, whose work runs outside any request (db/detach-from-request.ts). A connection lives on in the
 * pool after the request that needed it, and kept alive, through its socket and through the callback its client
 * holds, the promise and the whole context of the request that opened it.
 */
export function detachedPool(Pool: typeof import("pg").Pool): typeof import("pg").Pool {
  class DetachedPool extends Pool {}
  for (const method of ["connect", "query"] as const) {
    const own = Pool.prototype[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(DetachedPool.prototype, method, {
      value(this: unknown, ...args: unknown[]) {
        return outsideRequests(() => own.apply(this, args));
      },
      writable: true,
      configurable: true,
    });
  }
  return DetachedPool;
}

// Advisory lock id so that two app servers starting together do not migrate at the same time.
const MIGRATION_LOCK = 4_242_001;

// PGlite runs in a worker thread (db/pglite-worker.mjs) so that its queries, synchronous WASM work, do not
// block the thread that serves requests; node-postgres reaches it through db/pglite-remote.ts. One backend
// session means a pool of one connection: a transaction holds it, and every other query waits its turn.
async function openPglite(): Promise<Handle> {
  const { PgliteWorker } = await import("./pglite-remote");
  const Pool = detachedPool((await import("pg")).Pool);
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const dir = env.PGLITE_DATA_DIR;
  if (!dir.startsWith("memory://")) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const remote = await PgliteWorker.start(dir.startsWith("memory://") ? dir : path.resolve(dir));
  // The connection never idles out: opening one costs a startup exchange with the worker.
  const pool = new Pool({ max: 1, idleTimeoutMillis: 0, user: "postgres", database: "postgres", stream: () => remote.stream() });
  pool.on("error", () => {});
  const close = async () => {
    await pool.end().catch(() => {});
    await remote.close();
  };
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db as unknown as Db, driver: "pglite", close, remote, clients: pool };
}

async function openPostgres(url: string): Promise<Handle> {
  const Pool = detachedPool((await import("pg")).Pool);
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({
    connectionString: url,
    max: env.DB_POOL_MAX,
    connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS,
    statement_timeout: env.DB_STATEMENT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  const lock = await pool.connect();
  try {
    // Waiting for another server's migrations (or running long ones) must not hit the statement timeout.
    await lock.query("set statement_timeout = 0");
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(lock, { schema }), { migrationsFolder: MIGRATIONS }); // on the locked connection
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await lock.query("reset statement_timeout").catch(() => {});
    lock.release();
  }
  return { db: db as unknown as Db, driver: "postgres", pool, clients: pool, close: () => pool.end() };
}

// Next bundles server code more than once (route handlers, pages, instrumentation); one
// process must still hold one database handle, above all for PGlite's single-writer directory.
const store = globalThis as unknown as { __detoxDb?: Promise<Handle> };

function handle(): Promise<Handle> {
  if (!store.__detoxDb) {
    const opening = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite();
    store.__detoxDb = opening;
    // A PGlite worker that dies (out of memory, a crash in the engine) fails its queries with "PGlite is
    // closed" (503); the next call opens the database again.
    void opening.then((h) => {
      if (h.remote) h.remote.onFail = () => {
        if (store.__detoxDb === opening) store.__detoxDb = undefined;
      };
    }, () => {});
    // A failed open (database down at start) is retried on the next call, not cached forever.
    opening.catch(() => {
      if (store.__detoxDb === opening) store.__detoxDb = undefined;
    });
  }
  return store.__detoxDb;
}

/** The Drizzle client, migrated and ready. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function getDriver(): Promise<Handle["driver"]> {
  return (await handle()).driver;
}

/** The node-postgres pool when a PostgreSQL server is in use (shared rate-limit counters); else null. */
export async function getPgPool(): Promise<import("pg").Pool | null> {
  return (await handle()).pool ?? null;
}

export type DatabaseStats = {
  driver: Handle["driver"];
  pool: { total: number; idle: number; waiting: number; max: number };
  /** PGlite's worker: its WASM memory and JavaScript heap (null on PostgreSQL, or when it did not answer). */
  pglite: import("./pglite-remote").PgliteStats | null;
};

/** The pool's connections and the embedded database's memory (GET /api/metrics); null while the database is not open. */
export async function databaseStats(): Promise<DatabaseStats | null> {
  const opening = store.__detoxDb;
  if (!opening) return null;
  const h = await opening.catch(() => null);
  if (!h) return null;
  const { totalCount, idleCount, waitingCount, options } = h.clients;
  return {
    driver: h.driver,
    pool: { total: totalCount, idle: idleCount, waiting: waitingCount, max: options.max ?? 10 },
    pglite: h.remote ? await h.remote.stats() : null,
  };
}

// Work to stop before the database closes (the read cache's LISTEN connection, the job queue), registered
// by the modules that start it, so that this module imports nothing above it.
const hooks = globalThis as unknown as { __detoxDbCloseHooks?: Map<string, () => Promise<void>> };
const closeHooks = (hooks.__detoxDbCloseHooks ??= new Map());

export function beforeCloseDb(name: string, stop: () => Promise<void>): void {
  closeHooks.set(name, stop);
}

/** Closes the database (tests and scripts). */
export async function closeDb(): Promise<void> {
  for (const stop of closeHooks.values()) await stop();
  const current = store.__detoxDb;
  store.__detoxDb = undefined;
  if (current) await (await current).close();
}

export { schema };
