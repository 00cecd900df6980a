import "server-only";
import type { Client } from "pg";
import { beforeCloseDb } from "@/db";
import { outsideRequests } from "@/db/detach-from-request";
import { env } from "@/lib/env";

/**
 * Read-cache coherence between app servers through Postgres LISTEN/NOTIFY. Every write publishes
 * on one channel; every server listens on a dedicated connection and clears its read cache when a
 * notification arrives. While that connection is down (database restart, network), the server is
 * "incoherent": lib/cache/read-cache.ts then reads through to the database, never serving what it may
 * have missed, until the connection is back (with the cache cleared once more on reconnecting).
 *
 * On PGlite (one process) nothing of this runs and the cache is always coherent.
 */
// Migration 0013's trigger on detox_programs publishes here too, for changes made outside the app.
const CHANNEL = "detox_read_cache";
const MAX_RETRY_MS = 5_000;

type State = {
  client: Client | null;
  listening: boolean;
  connecting: boolean;
  stopped: boolean;
  retryMs: number;
  timer: ReturnType<typeof setTimeout> | null;
  generation: number;
  onChange: () => void;
};
const store = globalThis as unknown as { __detoxCacheSync?: State };
const state = (store.__detoxCacheSync ??= { client: null, listening: false, connecting: false, stopped: false, retryMs: 250, timer: null, generation: 0, onChange: () => {} });

/** True when the cache may serve: always on PGlite; on PostgreSQL only while listening. */
export function cacheCoherent(): boolean {
  return !env.DATABASE_URL || state.listening;
}

/** Starts (once) the listening connection; `onChange` clears this server's cache. */
export function startListening(onChange: () => void): void {
  state.onChange = onChange;
  if (!env.DATABASE_URL || state.stopped || state.listening || state.connecting || state.timer) return;
  state.connecting = true;
  reconnect(env.DATABASE_URL);
}

/** connect() never rejects: whatever fails leaves this server not listening, so its cache stays off. */
function reconnect(url: string): void {
  // The connection lives on after the request (if any) that started it: it opens outside it (db/detach-from-request.ts).
  outsideRequests(() =>
    connect(url).catch(() => {
      state.connecting = false;
    }),
  );
}

async function connect(url: string): Promise<void> {
  const { Client } = await import("pg");
  // A timer that outlives its module registry (a finished test file) finds no driver: give up quietly.
  if (typeof Client !== "function") {
    state.connecting = false;
    return;
  }
  const generation = state.generation;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS, keepAlive: true });
  let dropped = false;
  const drop = () => {
    if (dropped) return;
    dropped = true;
    state.listening = false;
    state.connecting = false;
    if (state.client === client) state.client = null;
    state.onChange(); // whatever was cached may have missed a notification
    client.end().catch(() => {});
    if (!state.stopped && generation === state.generation) {
      state.timer = setTimeout(() => {
        state.timer = null;
        state.connecting = true;
        reconnect(url);
      }, state.retryMs);
      state.timer.unref?.();
      state.retryMs = Math.min(state.retryMs * 2, MAX_RETRY_MS);
    }
  };
  client.on("error", drop);
  client.on("end", drop);
  client.on("notification", () => state.onChange());
  try {
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
  } catch {
    drop();
    return;
  }
  if (state.stopped || generation !== state.generation) {
    dropped = true;
    await client.end().catch(() => {});
    return;
  }
  state.client = client;
  state.onChange(); // writes made while we were not listening
  state.listening = true;
  state.connecting = false;
  state.retryMs = 250;
}

/** Invalidations on their way: stopListening() (before the pool closes) lets them finish. */
const publishing = new Set<Promise<void>>();

/** Tells every server (this one included) that a write happened. Best effort: a failure is logged. */
export function publishChange(pool: import("pg").Pool | null): void {
  if (!pool) return;
  const sent = pool.query("select pg_notify($1, '')", [CHANNEL]).then(
    () => {},
    (error: unknown) => {
      console.error("[cache] could not publish an invalidation:", error instanceof Error ? error.message : error);
    },
  );
  publishing.add(sent);
  void sent.finally(() => publishing.delete(sent));
}

/** Stops listening (shutdown, tests); a later startListening() starts again. */
export async function stopListening(): Promise<void> {
  await Promise.all(publishing);
  state.stopped = true;
  state.generation += 1;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const client = state.client;
  state.client = null;
  state.listening = false;
  state.connecting = false;
  if (client) await client.end().catch(() => {});
  state.stopped = false;
}

beforeCloseDb("cache-sync", stopListening);
