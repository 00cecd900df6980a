import "server-only";
import { getPgPool } from "@/db";
import { env } from "@/lib/env";
import { approximateBytes } from "./approximate-bytes";
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
/** The bounds (README, "What the server keeps in memory"): entries, and their bytes as approximateBytes counts them. */
export const READ_CACHE_MAX_ENTRIES = 2_000;
export const READ_CACHE_MAX_BYTES = 32 * 2 ** 20;

/**
 * `pending`: the load, until it succeeds; then `value` holds its answer and the promise is let go (null: settled). A promise made
 * while a page renders carries that request's async context (Node's AsyncLocalStorage stores: Next's request,
 * its response and React's render state), so an entry that kept it kept a whole finished request alive: with
 * 2,000 entries that was most of the server's live heap (docs/performance.md, round 15).
 * `bytes`: the key's and, once settled, the value's approximate size (counted in `held.bytes` while the entry is in the map).
 */
type Entry = { loadedAt: number; pending: Promise<unknown> | null; value: unknown; reloading: boolean; bytes: number };
const store = globalThis as unknown as { __detoxReadCache?: Map<string, Entry>; __detoxReadCacheBytes?: { bytes: number } };
const entries = (store.__detoxReadCache ??= new Map());
const held = (store.__detoxReadCacheBytes ??= { bytes: 0 });

/** Starts a load; a failed load is not remembered. */
function start(key: string, loader: () => Promise<unknown>, now: number): Entry {
  const pending = loader();
  const entry: Entry = { loadedAt: now, pending, value: undefined, reloading: false, bytes: 64 + 2 * key.length };
  pending.then(
    (value) => {
      entry.value = value;
      entry.pending = null;
      // Counted once the value is known; an entry already evicted (or replaced) is not counted.
      const bytes = approximateBytes(value, READ_CACHE_MAX_BYTES);
      if (entries.get(key) === entry) {
        held.bytes += bytes;
        entry.bytes += bytes;
        evict();
      } else entry.bytes += bytes;
    },
    () => {
      if (entries.get(key) === entry) remove(key);
    },
  );
  return entry;
}

function remove(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  held.bytes -= entry.bytes;
}

/** Drops the oldest entries (the map's order) until both bounds hold. */
function evict(): void {
  while (entries.size > READ_CACHE_MAX_ENTRIES || (held.bytes > READ_CACHE_MAX_BYTES && entries.size > 0)) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    remove(oldest);
  }
}

/**
 * `keepOnRepeat`: the answer is kept only from the key's second request on. For searches and lists, which
 * visitors and crawlers rarely repeat (a ZIP, two words, a combination of filters): keeping every answer made
 * the cache churn, each entry living long enough to reach V8's old generation and dying there, and the
 * collections that followed raised the home page's p99 by about a third under distinct searches (README, "Round 7").
 * A repeated search is kept from its second request, so the popular ones are still answered from memory.
 */
type ReadOpts = { keepOnRepeat?: boolean };

export const SEEN_MAX_KEYS = 5_000;
export const SEEN_MAX_BYTES = 2 * 2 ** 20;
const seenStore = globalThis as unknown as { __detoxReadCacheSeen?: Set<string>; __detoxReadCacheSeenBytes?: { bytes: number } };
const seen = (seenStore.__detoxReadCacheSeen ??= new Set());
const seenHeld = (seenStore.__detoxReadCacheSeenBytes ??= { bytes: 0 });
const keyBytes = (key: string) => 16 + 2 * key.length;

/** True when the key was asked for before (since the last time the list of keys seen once was full, in keys or bytes). */
function askedBefore(key: string): boolean {
  if (seen.delete(key)) {
    seenHeld.bytes -= keyBytes(key);
    return true;
  }
  if (seen.size >= SEEN_MAX_KEYS || seenHeld.bytes + keyBytes(key) > SEEN_MAX_BYTES) {
    seen.clear();
    seenHeld.bytes = 0;
  }
  seen.add(key);
  seenHeld.bytes += keyBytes(key);
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
  if (hit && (age < ttl || (hit.pending === null && age < 2 * ttl))) {
    if (age >= ttl && !hit.reloading) {
      hit.reloading = true;
      const next = start(key, loader, now);
      // The reload replaces the entry it refreshes, unless a write cleared the cache meanwhile.
      next.pending!.then(
        () => entries.get(key) === hit && set(key, next),
        () => entries.get(key) === hit && remove(key),
      );
    }
    return answer<T>(hit);
  }
  if (keepOnRepeat && !askedBefore(key)) return loader();
  const entry = start(key, loader, now);
  set(key, entry);
  return answer<T>(entry);
}

/** The entry's answer: its load while pending, else a new promise of its value (made in the caller's context). */
function answer<T>(entry: Entry): Promise<T> {
  return (entry.pending ?? Promise.resolve(entry.value)) as Promise<T>;
}

function set(key: string, entry: Entry): void {
  remove(key); // re-inserted last: the map's order is the eviction order
  entries.set(key, entry);
  held.bytes += entry.bytes; // the key's bytes now, the value's as well when it has settled (a reload's has)
  evict();
}

/** What the cache holds now (GET /api/metrics, and the tests of its bounds). */
export function readCacheStats(): { entries: number; bytes: number; seenKeys: number; seenBytes: number } {
  return { entries: entries.size, bytes: held.bytes, seenKeys: seen.size, seenBytes: seenHeld.bytes };
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
 * in memory from the database (features/search/memory-index/) is current only while the generation it was
 * read in is still the current one.
 */
const generation = globalThis as unknown as { __detoxReadGeneration?: number };

export function readGeneration(): number {
  return generation.__detoxReadGeneration ?? 0;
}

function clearLocal(): void {
  entries.clear();
  held.bytes = 0;
  generation.__detoxReadGeneration = readGeneration() + 1;
}

/** Call after a write has committed: clears this server's cache and tells the others. */
export function invalidateReads(): void {
  clearLocal();
  if (env.DATABASE_URL) getPgPool().then(publishChange, () => {});
}
