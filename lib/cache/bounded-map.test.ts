/** @jest-environment node */
import { approximateBytes } from "./approximate-bytes";
import { BoundedMap } from "./bounded-map";

describe("BoundedMap", () => {
  it("keeps at most maxEntries after many distinct keys, the newest ones", () => {
    const map = new BoundedMap<string, number>(100, 1e9, () => 8);
    for (let i = 0; i < 10_000; i++) map.set(`key-${i}`, i);
    expect(map.size).toBe(100);
    expect(map.bytes).toBe(800);
    expect(map.get("key-9999")).toBe(9999);
    expect(map.get("key-0")).toBeUndefined();
  });

  it("keeps at most maxBytes after many distinct keys of large values", () => {
    const big = "x".repeat(10_000); // about 20 KB each as approximateBytes counts it
    const map = new BoundedMap<string, string>(1_000_000, 1_000_000, (value) => approximateBytes(value));
    for (let i = 0; i < 5_000; i++) map.set(`key-${i}`, big);
    expect(map.bytes).toBeLessThanOrEqual(1_000_000);
    expect(map.size).toBe(Math.floor(1_000_000 / approximateBytes(big)));
    expect(map.get("key-4999")).toBe(big);
  });

  it("drops the oldest set first: set moves a key to the end, get does not", () => {
    const map = new BoundedMap<string, number>(3, 1e9, () => 1);
    for (const k of ["a", "b", "c"]) map.set(k, 1);
    expect(map.get("a")).toBe(1);
    map.set("b", 2);
    map.set("d", 1);
    expect(["a", "b", "c", "d"].filter((k) => map.get(k) !== undefined)).toEqual(["b", "c", "d"]);
  });

  it("counts a replaced value once, and nothing after delete and clear", () => {
    const map = new BoundedMap<string, number>(10, 1_000, () => 100);
    map.set("a", 1);
    map.set("a", 2);
    expect([map.size, map.bytes]).toEqual([1, 100]);
    map.delete("a");
    expect([map.size, map.bytes]).toEqual([0, 0]);
    map.set("b", 1);
    map.clear();
    expect([map.size, map.bytes]).toEqual([0, 0]);
  });
});

describe("approximateBytes", () => {
  it("counts strings, arrays, objects, maps, sets and typed arrays, each object once", () => {
    expect(approximateBytes("abcd")).toBe(16 + 8);
    expect(approximateBytes(new Uint8Array(1000))).toBe(64 + 1000);
    const shared = { name: "x".repeat(100) };
    const once = approximateBytes([shared]);
    expect(approximateBytes([shared, shared])).toBe(once + 8);
    expect(approximateBytes(new Map([["k", 1]]))).toBeGreaterThan(64);
    expect(approximateBytes(new Set(["a", "b"]))).toBeGreaterThan(64);
    expect(approximateBytes(null)).toBe(0);
  });

  it("stops at the cap", () => {
    expect(approximateBytes(Array.from({ length: 100_000 }, (_, i) => `row ${i}`), 10_000)).toBe(10_000);
  });
});
