import "server-only";
import { env } from "@/lib/env";

/**
 * A small in-process cache for public read queries. Every write through lib/data calls
 * `invalidateReads()`, so this instance never serves stale data after its own writes; the TTL
 * bounds how long another instance's write can go unseen when several app servers run.
 */
const MAX_ENTRIES = 2_000;

type Entry = { expires: number; value: Promise<unknown> };
const store = globalThis as unknown as { __detoxReadCache?: Map<string, Entry> };
const entries = (store.__detoxReadCache ??= new Map());

export function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (env.READ_CACHE_TTL_MS === 0) return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + env.READ_CACHE_TTL_MS, value });
  // A failed load is not remembered.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}

export function invalidateReads(): void {
  entries.clear();
}
