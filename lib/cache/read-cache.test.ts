/** @jest-environment node */
import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { READ_CACHE_MAX_BYTES, READ_CACHE_MAX_ENTRIES, SEEN_MAX_BYTES, SEEN_MAX_KEYS, cachedRead, invalidateReads, readCacheStats } from "@/lib/cache/read-cache";
import { env } from "@/lib/env";

const TTL = env.READ_CACHE_TTL_MS;
let now = 1_000_000;
const flush = () => new Promise((r) => setImmediate(r));

beforeEach(() => {
  invalidateReads();
  jest.spyOn(Date, "now").mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** A loader that answers "v1", "v2", ... and counts its calls. */
function counter() {
  let calls = 0;
  const loader = jest.fn(async () => `v${++calls}`);
  return loader;
}

describe("cachedRead", () => {
  it("has a positive TTL in the test configuration", () => expect(TTL).toBeGreaterThan(0));

  it("answers from the cache within the TTL", async () => {
    const load = counter();
    expect(await cachedRead("k", load)).toBe("v1");
    now += TTL - 1;
    expect(await cachedRead("k", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after the TTL answers the old value at once and reloads once in the background", async () => {
    const load = counter();
    await cachedRead("k", load);
    now += TTL;
    const first = cachedRead("k", load);
    const second = cachedRead("k", load);
    expect(await first).toBe("v1");
    expect(await second).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
    await flush();
    expect(await cachedRead("k", load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never serves a value older than twice the TTL", async () => {
    const load = counter();
    await cachedRead("k", load);
    now += 2 * TTL;
    expect(await cachedRead("k", load)).toBe("v2");
  });

  it("drops the entry when the reload fails, so the next reader sees the error", async () => {
    let fail = false;
    const load = jest.fn(async () => {
      if (fail) throw new Error("database down");
      return "ok";
    });
    await cachedRead("k", load);
    fail = true;
    now += TTL;
    expect(await cachedRead("k", load)).toBe("ok");
    await flush();
    await expect(cachedRead("k", load)).rejects.toThrow("database down");
  });

  it("does not keep a reload that started before a write cleared the cache", async () => {
    const load = counter();
    await cachedRead("k", load);
    now += TTL;
    await cachedRead("k", load); // starts the reload ("v2")
    invalidateReads(); // a write
    await flush();
    expect(await cachedRead("k", load)).toBe("v3");
  });

  it("with keepOnRepeat keeps an answer only from its key's second request on", async () => {
    const load = counter();
    const once = { keepOnRepeat: true };
    expect(await cachedRead("search:a", load, once)).toBe("v1");
    expect(await cachedRead("search:a", load, once)).toBe("v2"); // asked before: this answer is kept
    expect(await cachedRead("search:a", load, once)).toBe("v2");
    expect(await cachedRead("search:b", load, once)).toBe("v3"); // another key starts over
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("with keepOnRepeat still clears a kept answer on a write, and keeps it again from the next repeat", async () => {
    const load = counter();
    const once = { keepOnRepeat: true };
    await cachedRead("search:c", load, once);
    await cachedRead("search:c", load, once);
    invalidateReads();
    expect(await cachedRead("search:c", load, once)).toBe("v3");
    expect(await cachedRead("search:c", load, once)).toBe("v4");
    expect(await cachedRead("search:c", load, once)).toBe("v4");
  });

  it("does not remember a failed first load", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValueOnce("fine");
    await expect(cachedRead("k", load)).rejects.toThrow("boom");
    await flush();
    expect(await cachedRead("k", load)).toBe("fine");
  });
});

describe("bounds (README, 'What the server keeps in memory')", () => {
  it("keeps at most READ_CACHE_MAX_ENTRIES entries after many distinct keys", async () => {
    for (let i = 0; i < READ_CACHE_MAX_ENTRIES * 3; i++) await cachedRead(`bound-entries-${i}`, async () => i);
    await flush();
    const stats = readCacheStats();
    expect(stats.entries).toBe(READ_CACHE_MAX_ENTRIES);
    expect(stats.bytes).toBeLessThanOrEqual(READ_CACHE_MAX_BYTES);
  });

  it("keeps at most READ_CACHE_MAX_BYTES of values after many distinct keys of large answers", async () => {
    const page = Array.from({ length: 20 }, (_, i) => ({ id: `id-${i}`, name: "A program ".repeat(20), description: "x".repeat(2_000) }));
    for (let i = 0; i < 1_000; i++) await cachedRead(`bound-bytes-${i}`, async () => page);
    await flush();
    const stats = readCacheStats();
    expect(stats.bytes).toBeGreaterThan(READ_CACHE_MAX_BYTES * 0.9);
    expect(stats.bytes).toBeLessThanOrEqual(READ_CACHE_MAX_BYTES);
    expect(stats.entries).toBeLessThan(1_000);
    // A write clears it, and counts nothing any more.
    invalidateReads();
    expect(readCacheStats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("keeps the keys seen once within SEEN_MAX_KEYS and SEEN_MAX_BYTES", async () => {
    const long = "q".repeat(1_000);
    for (let i = 0; i < SEEN_MAX_KEYS * 3; i++) {
      await cachedRead(`seen-${i}-${i % 2 ? long : ""}`, async () => i, { keepOnRepeat: true });
      const stats = readCacheStats();
      if (stats.seenKeys > SEEN_MAX_KEYS || stats.seenBytes > SEEN_MAX_BYTES) throw new Error(`over the bound at ${i}: ${JSON.stringify(stats)}`);
    }
    expect(readCacheStats().seenKeys).toBeGreaterThan(0);
  });
});

describe("what an entry keeps alive", () => {
  // A promise made while a request runs carries that request's AsyncLocalStorage stores (Next's request, its
  // response, React's render state). An entry kept its load's promise, so each of the 2,000 entries kept a whole
  // finished request alive (docs/performance.md, round 15). A settled entry keeps only its value.
  const gc = (() => {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  })();
  const macrotask = () => new Promise((r) => setTimeout(r, 0));

  async function requestStoreSurvives(read: () => Promise<unknown>): Promise<boolean> {
    const als = new AsyncLocalStorage<{ page: number[] }>();
    let ref!: WeakRef<{ page: number[] }>;
    await (async () => {
      const request = { page: new Array<number>(100_000).fill(1) };
      ref = new WeakRef(request);
      await als.run(request, read);
    })();
    for (let i = 0; i < 3; i++) {
      await macrotask();
      gc();
    }
    return ref.deref() !== undefined;
  }

  it("does not keep the request that loaded it once the load has settled", async () => {
    expect(await requestStoreSurvives(() => cachedRead("kept-context", async () => ({ rows: [1, 2, 3] })))).toBe(false);
    expect(readCacheStats().entries).toBe(1);
    // ...and still answers from memory.
    const load = jest.fn(async () => ({ rows: [] as number[] }));
    expect(await cachedRead("kept-context", load)).toEqual({ rows: [1, 2, 3] });
    expect(load).not.toHaveBeenCalled();
  });

  it("the check sees a kept promise (it would fail the old cache)", async () => {
    const held: Promise<unknown>[] = [];
    expect(await requestStoreSurvives(async () => held.push((async () => 1)()))).toBe(true);
    expect(held).toHaveLength(1);
  });
});
