/**
 * A Map with two bounds: at most `maxEntries` entries and `maxBytes` bytes, as `sizeOf` counts each value. The
 * oldest entries (in insertion order; `set` moves a key to the end) go first while either bound is exceeded.
 */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, { value: V; bytes: number }>();
  private held = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    private readonly sizeOf: (value: V, key: K) => number,
  ) {}

  get(key: K): V | undefined {
    return this.map.get(key)?.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value, key);
    this.map.set(key, { value, bytes });
    this.held += bytes;
    while (this.map.size > this.maxEntries || (this.held > this.maxBytes && this.map.size > 0)) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    const entry = this.map.get(key);
    if (!entry) return false;
    this.map.delete(key);
    this.held -= entry.bytes;
    return true;
  }

  clear(): void {
    this.map.clear();
    this.held = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** The bytes held, as sizeOf counted them. */
  get bytes(): number {
    return this.held;
  }
}
