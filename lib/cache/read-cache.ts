import "server-only";
import { getPgPool } from "@/db";
import { env } from "@/lib/env";
import { cacheCoherent, publishChange, startListening } from "./sync";

/**
 * A small in-process cache for public read queries. Every write through lib/data calls
 * `invalidateReads()` after it commits, which clears this instance's cache and, on PostgreSQL,
 * publishes the change to every other app server (LISTEN/NOTIFY, lib/cache/sync.ts), so a write
 * on one server is seen by all within a second. While a server is not listening it reads through.
 *
 * Stale-while-revalidate: once an entry is older than the TTL, the next reader starts ONE reload and
 * is answered from the old value meanwhile, so no visitor waits on the database for a page the cache
 * already had. A failed reload drops the entry (the next reader asks the database and sees the error),
 * and an entry is never served more than twice the TTL after it was loaded.
 */
const MAX_ENTRIES = 2_000;

type Entry = { loadedAt: number; value: Promise<unknown>; settled: boolean; reloading: boolean };
const store = globalThis as unknown as { __detoxReadCache?: Map<string, Entry> };
const entries = (store.__detoxReadCache ??= new Map());

/** Starts a load; a failed load is not remembered. */
function start(key: string, loader: () => Promise<unknown>, now: number): Entry {
  const entry: Entry = { loadedAt: now, value: loader(), settled: false, reloading: false };
  entry.value.then(
    () => (entry.settled = true),
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry;
}

/**
 * `keepOnRepeat`: the answer is kept only from the key's second request on. For searches and lists, which
 * visitors and crawlers rarely repeat (a ZIP, two words, a combination of filters): keeping every answer made
 * the cache churn, each entry living long enough to reach V8's old generation and dying there, and the
 * collections that followed raised the home page's p99 by about a third under distinct searches (README, "Round 7").
 * A repeated search is kept from its second request, so the popular ones are still answered from memory.
 */
type ReadOpts = { keepOnRepeat?: boolean };

const SEEN_MAX = 5_000;
const seenStore = globalThis as unknown as { __detoxReadCacheSeen?: Set<string> };
const seen = (seenStore.__detoxReadCacheSeen ??= new Set());

/** True when the key was asked for before (since the last time the list of keys seen once was full). */
function askedBefore(key: string): boolean {
  if (seen.delete(key)) return true;
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.add(key);
  return false;
}

export function cachedRead<T>(key: string, loader: () => Promise<T>, { keepOnRepeat = false }: ReadOpts = {}): Promise<T> {
  const ttl = env.READ_CACHE_TTL_MS;
  if (ttl === 0) return loader();
  if (!cacheCoherent()) {
    startListening(clearLocal);
    return loader(); // not listening (yet, or any more): it could miss another server's write
  }
  const now = Date.now();
  const hit = entries.get(key);
  const age = hit ? now - hit.loadedAt : Infinity;
  if (hit && (age < ttl || (hit.settled && age < 2 * ttl))) {
    if (age >= ttl && !hit.reloading) {
      hit.reloading = true;
      const next = start(key, loader, now);
      // The reload replaces the entry it refreshes, unless a write cleared the cache meanwhile.
      next.value.then(
        () => entries.get(key) === hit && set(key, next),
        () => entries.get(key) === hit && entries.delete(key),
      );
    }
    return hit.value as Promise<T>;
  }
  if (keepOnRepeat && !askedBefore(key)) return loader();
  const entry = start(key, loader, now);
  set(key, entry);
  return entry.value as Promise<T>;
}

function set(key: string, entry: Entry): void {
  entries.delete(key); // re-inserted last: the map's order is the eviction order
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/** True when reads may be answered from memory: the cache is on and this server hears every write. */
export function memoryReadsAllowed(): boolean {
  return env.READ_CACHE_TTL_MS > 0 && cacheCoherent();
}

/** Starts listening for other servers' writes at start-up (PostgreSQL), so the cache is on from the first read. */
export function startCacheSync(): void {
  startListening(clearLocal);
}

/**
 * Bumped whenever this server's cache is cleared (a write here, or another server's). Anything else held
 * in memory from the database (features/search/memory-index.ts) is current only while the generation it was
 * read in is still the current one.
 */
const generation = globalThis as unknown as { __detoxReadGeneration?: number };

export function readGeneration(): number {
  return generation.__detoxReadGeneration ?? 0;
}

function clearLocal(): void {
  entries.clear();
  generation.__detoxReadGeneration = readGeneration() + 1;
}

/** Call after a write has committed: clears this server's cache and tells the others. */
export function invalidateReads(): void {
  clearLocal();
  if (env.DATABASE_URL) getPgPool().then(publishChange, () => {});
}
