import { GET as list } from "@/app/api/programs/route";
import { GET as search } from "@/app/api/programs/search/route";
import { haversineMiles, lookupZip } from "@/lib/geo";
import { call } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// Many rows: the capped total, and the radius index against an independent distance.
const CENTRE = lookupZip("10001")!;

// Spherical law of cosines, independent of the haversine the API and lib/geo use.
function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const c = Math.sin(r(lat1)) * Math.sin(r(lat2)) + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.cos(r(lng2 - lng1));
  return 3958.7613 * Math.acos(Math.min(1, c));
}

// A deterministic spread of points up to ~2.2 degrees from the centre (about 150 miles).
function rng(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}
const r = rng(17);
const points = Array.from({ length: 400 }, () => ({
  latitude: Number((CENTRE.latitude + (r() - 0.5) * 4.4).toFixed(6)),
  longitude: Number((CENTRE.longitude + (r() - 0.5) * 5.6).toFixed(6)),
}));

beforeAll(async () => {
  await resetDb();
  await insertPrograms(points.map((pt, i) => programRow({ name: `Radius Point ${i}`, city: "Somewhere", state: "NY", zipCode: "12345", description: "Radius check.", ...pt })));
  // 1,005 programs share the word "sauna": more than the cap of 1,000.
  const rows = Array.from({ length: 1005 }, (_, i) => programRow({ name: `Sauna House ${i}`, state: "TX", description: "Infrared sauna sessions." }));
  for (let i = 0; i < rows.length; i += 250) await insertPrograms(rows.slice(i, i + 250));
}, 120_000);
afterAll(closeDb);

describe("radius search at 100 miles", () => {
  it("returns exactly the points within 100 miles by haversine, with distances to 0.1 mile", async () => {
    const expected = points
      .map((pt, i) => ({ name: `Radius Point ${i}`, miles: milesBetween(CENTRE.latitude, CENTRE.longitude, pt.latitude, pt.longitude) }))
      .filter((x) => x.miles <= 100);
    expect(expected.length).toBeGreaterThan(100); // the test means something
    expect(expected.length).toBeLessThan(points.length);
    const got: { name: string; distanceMiles: number }[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await call(search, { query: { q: "10001", radius: "100", sortBy: "distance", pageSize: "100", page: String(page) } });
      expect(res.status).toBe(200);
      got.push(...res.json);
      if (res.json.length < 100) {
        expect(res.headers.get("x-total-count")).toBe(String(expected.length));
        break;
      }
    }
    // Points within a few hundredths of a mile of the edge may round either way; none are in this set.
    expect(expected.some((x) => Math.abs(x.miles - 100) < 0.05)).toBe(false);
    expect(got.map((x) => x.name).sort()).toEqual(expected.map((x) => x.name).sort());
    const byName = new Map(expected.map((x) => [x.name, x.miles]));
    for (const item of got) {
      expect(Math.abs(item.distanceMiles - byName.get(item.name)!)).toBeLessThanOrEqual(0.1);
      const pt = points[Number(item.name.split(" ").pop())]!;
      expect(Math.abs(item.distanceMiles - haversineMiles(CENTRE.latitude, CENTRE.longitude, pt.latitude, pt.longitude))).toBeLessThanOrEqual(0.1);
    }
    const distances = got.map((x) => x.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe("capped totals", () => {
  it('counts up to 1,000 and says "1000+" above', async () => {
    const res = await call(search, { query: { q: "sauna" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("1000+");
    expect(res.json).toHaveLength(20);
    const listed = await call(list, { query: { state: "TX", pageSize: "100" } });
    expect(listed.headers.get("x-total-count")).toBe("1000+");
  });

  it("counts exactly below the cap", async () => {
    const res = await call(list, { query: { state: "NY" } });
    expect(res.headers.get("x-total-count")).toBe("400");
  });

  it("keeps paging past the cap, and the count reaches the last page", async () => {
    // Page 11 of 100 needs rows 1,001-1,100: the count goes far enough to know a page follows.
    const deep = await call(search, { query: { q: "sauna", page: "10", pageSize: "100" } });
    expect(deep.json).toHaveLength(100);
    expect(deep.headers.get("x-total-count")).toBe("1000+");
    const last = await call(search, { query: { q: "sauna", page: "11", pageSize: "100" } });
    expect(last.json).toHaveLength(5);
    expect(last.headers.get("x-total-count")).toBe("1005");
    const names = new Set([...deep.json, ...last.json].map((p: { name: string }) => p.name));
    expect(names.size).toBe(105);
  });
});
