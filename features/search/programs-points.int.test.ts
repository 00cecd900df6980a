import { GET as list } from "@/app/api/programs/route";
import { GET as points, POST as pointsPost } from "@/app/api/programs/points/route";
import { GET as search } from "@/app/api/programs/search/route";
import { call } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// GET /api/programs/points: the home map's every result (issue 30, item 7): the same search as the list and
// search calls, its first 500 results in their order, as id, name and coordinates only.
const NEWARK = { latitude: 40.7357, longitude: -74.1724 }; // about 9.4 miles from ZIP 10001's centroid
const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 }; // about 81 miles
const HARTFORD = { latitude: 41.7658, longitude: -72.6734 }; // about 102 miles
const MIDTOWN = { latitude: 40.7484, longitude: -73.9967 }; // ZIP 10001 itself
const YONKERS = { latitude: 40.9312, longitude: -73.8988 }; // about 13.4 miles

type Point = { id: string; name: string; lat: number; lng: number };

beforeAll(async () => {
  await resetDb();
  await insertPrograms([
    programRow({ name: "Midtown Clinic", city: "New York", state: "NY", zipCode: "10001", ...MIDTOWN, isVerified: true, verifiedAt: new Date("2025-01-02T00:00:00Z"), verificationMethod: "admin" }),
    programRow({ name: "Yonkers Care", city: "Yonkers", state: "NY", zipCode: "10701", ...YONKERS }),
    programRow({ name: "Ironbound Health", city: "Newark", state: "NJ", zipCode: "07102", ...NEWARK }),
    programRow({ name: "Liberty Bell Integrative", city: "Philadelphia", state: "PA", zipCode: "19107", ...PHILADELPHIA }),
    programRow({ name: "Charter Oak Wellness", city: "Hartford", state: "CT", zipCode: "06103", ...HARTFORD }),
    programRow({ name: "Nowhere Listing", city: "Austin", state: "TX", zipCode: "78701", latitude: 0, longitude: 0 }),
    programRow({ name: "Closed Clinic", city: "Newark", state: "NJ", zipCode: "07102", ...NEWARK, isActive: false }),
  ]);
  // 520 more in Texas: more than the cap of 500.
  const many = Array.from({ length: 520 }, (_, i) =>
    programRow({ name: `Lone Star ${String(i).padStart(3, "0")}`, city: "Austin", state: "TX", zipCode: "78701", latitude: 30 + (i % 40) * 0.01, longitude: -97.7 - Math.floor(i / 40) * 0.01, rating: (i % 5) + 1, reviewCount: i % 7 }),
  );
  for (let i = 0; i < many.length; i += 260) await insertPrograms(many.slice(i, i + 260));
}, 120_000);
afterAll(closeDb);

const get = (query: Record<string, string | string[]>) => call(points, { path: "/api/programs/points", query });
const names = (json: Point[]) => json.map((p) => p.name);

describe("GET /api/programs/points", () => {
  it("answers a place search with every result within the radius, nearest first, id, name, lat and lng only", async () => {
    const res = await get({ q: "10001", radius: "25" });
    expect(res.status).toBe(200);
    expect(names(res.json)).toEqual(["Midtown Clinic", "Ironbound Health", "Yonkers Care"]);
    expect(res.headers.get("x-total-count")).toBe("3");
    expect(res.headers.get("x-sort-by")).toBe("distance");
    for (const p of res.json as Point[]) expect(Object.keys(p).sort()).toEqual(["id", "lat", "lng", "name"]);
    expect(res.json[0]).toMatchObject({ lat: MIDTOWN.latitude, lng: MIDTOWN.longitude });
  });

  it("follows the radius: 10, 50 and 100 miles give what the search call gives", async () => {
    for (const radius of ["10", "25", "50", "100"]) {
      const [p, s] = await Promise.all([get({ q: "10001", radius }), call(search, { query: { q: "10001", radius, pageSize: "100" } })]);
      expect(p.status).toBe(200);
      expect(p.json.map((x: Point) => x.id)).toEqual(s.json.map((x: Point) => x.id));
      expect(p.headers.get("x-total-count")).toBe(s.headers.get("x-total-count"));
    }
    expect(names((await get({ q: "10001", radius: "10" })).json)).toEqual(["Midtown Clinic", "Ironbound Health"]);
    expect(names((await get({ q: "10001" })).json)).toHaveLength(3); // 50 by default
    expect(names((await get({ q: "10001", radius: "100" })).json)).toContain("Liberty Bell Integrative");
  });

  it("keeps the filters of the search", async () => {
    const res = await get({ q: "10001", radius: "100", verified: "true" });
    expect(names(res.json)).toEqual(["Midtown Clinic"]);
    expect(names((await get({ q: "10001", radius: "100", state: "NJ" })).json)).toEqual(["Ironbound Health"]);
  });

  it("caps a list at 500 points, the first 500 of the list in its order, with the whole total", async () => {
    const res = await get({ state: "TX", sortBy: "rating" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("521");
    // The listing stored at 0,0 (no known location) has no point; the cap counts results, not points.
    const ids: string[] = [];
    for (let page = 1; page <= 5; page++) ids.push(...(await call(list, { query: { state: "TX", sortBy: "rating", pageSize: "100", page: String(page) } })).json.map((x: Point) => x.id));
    const nowhere = (await call(search, { query: { q: "Nowhere Listing" } })).json[0].id as string;
    expect(res.json.map((x: Point) => x.id)).toEqual(ids.filter((id) => id !== nowhere));
    expect(res.json.length).toBe(ids.includes(nowhere) ? 499 : 500);
  });

  it("answers a list with no q, or an empty one, with every active program that has a location", async () => {
    const all = await get({});
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("526");
    expect(all.json).toHaveLength(500);
    expect(names(all.json)).not.toContain("Closed Clinic");
    expect((await get({ q: "  " })).json).toEqual(all.json);
    expect(names((await get({ state: "CT" })).json)).toEqual(["Charter Oak Wellness"]);
  });

  it.each([
    [{ q: "10001", radius: "abc" }, "radius must be a number"],
    [{ q: "10001", radius: "0" }, "radius must be between 1 and 500 miles"],
    [{ q: "10001", radius: "501" }, "radius must be between 1 and 500 miles"],
    [{ q: "10001", radius: "1e3" }, "radius must be a number"],
    [{ q: "10001", radius: "" }, "radius must be a number"],
    [{ q: "x".repeat(201) }, "Search text must be at most 200 characters"],
    [{ q: "a\u0000b" }, "Search text must not contain NUL characters"],
    [{ q: "x", lat: "91", lng: "0" }, "lat must be between -90 and 90"],
    [{ q: "x", lat: "40" }, "lat and lng go together"],
    [{ lat: "40", lng: "-74" }, "lat and lng need q"],
    [{ state: "ZZ" }, "Unknown state"],
    [{ sortBy: "cheapest" }, "sortBy must be one of distance, relevance, rating, price-low, price-high, recent"],
    [{ verified: "yes" }, "verified must be true or false"],
    [{ open: "later" }, "open must be now"],
    [{ payment: "gold" }, expect.stringMatching(/^payment must be one of /)],
  ])("refuses %j with 400 and the error shape", async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, issues: expect.any(Array) });
    expect(res.text).not.toMatch(/select|stack/i);
  });

  it("takes no page: paging parameters change nothing", async () => {
    const plain = await get({ q: "10001" });
    const paged = await get({ q: "10001", page: "-3", pageSize: "1000" });
    expect(paged.status).toBe(200);
    expect(paged.json).toEqual(plain.json);
  });

  it("answers other methods with a JSON 405", async () => {
    const res = await call(pointsPost, { path: "/api/programs/points", body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });
});
