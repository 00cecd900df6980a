import { LRUCache } from "lru-cache";

/**
 * A Map with two bounds: at most `maxEntries` entries and `maxBytes` bytes, as `sizeOf` counts each value (rounded
 * up to a whole byte, at least 1: lru-cache's sizes are positive integers). The oldest entries (in insertion order;
 * `set` moves a key to the end, `get` does not) go first while either bound is exceeded; a value larger than
 * `maxBytes` on its own is not kept. lru-cache does the bookkeeping.
 */
export class BoundedMap<K, V> {
  // Values are boxed: lru-cache takes `set(key, undefined)` as a delete, and keys and values must not be nullish.
  private readonly cache: LRUCache<K & {}, { value: V }>;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    sizeOf: (value: V, key: K) => number,
  ) {
    this.cache = new LRUCache<K & {}, { value: V }>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (boxed, key) => Math.max(1, Math.ceil(sizeOf(boxed.value, key))),
    });
  }

  get(key: K): V | undefined {
    return this.cache.peek(key as K & {})?.value; // peek: a read does not make an entry young again
  }

  set(key: K, value: V): void {
    this.cache.set(key as K & {}, { value });
  }

  delete(key: K): boolean {
    return this.cache.delete(key as K & {});
  }

  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }

  /** The bytes held, as sizeOf counted them. */
  get bytes(): number {
    return this.cache.calculatedSize;
  }
}
