import { GET as search } from "@/app/api/programs/search/route";
import { call } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// Spherical law of cosines: an independent check of the haversine used by the API.
function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const c = Math.sin(r(lat1)) * Math.sin(r(lat2)) + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.cos(r(lng2 - lng1));
  return 3958.7613 * Math.acos(Math.min(1, c));
}

const ZIP_10001 = { lat: 40.7484, lng: -73.9967 }; // the bundled ZIP data's centroid
const NEWARK = { latitude: 40.7357, longitude: -74.1724 };
const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 };
const HARTFORD = { latitude: 41.7658, longitude: -72.6734 };

beforeAll(async () => {
  await resetDb();
  await insertPrograms([
    programRow({ name: "Ironbound Health", city: "Newark", state: "NJ", zipCode: "07102", description: "Oral chelation and blood lead testing.", ...NEWARK, rating: 4, reviewCount: 5 }),
    programRow({ name: "Liberty Bell Integrative", city: "Philadelphia", state: "PA", zipCode: "19107", description: "IV therapy under physician care.", ...PHILADELPHIA, rating: 5, reviewCount: 5 }),
    programRow({ name: "Charter Oak Wellness", city: "Hartford", state: "CT", zipCode: "06103", description: "Nutrition counseling.", ...HARTFORD, rating: 3, reviewCount: 5 }),
    programRow({ name: "100% Natural_Care", city: "Austin", state: "TX", zipCode: "78701", description: "Sauna sessions.", rating: 2, reviewCount: 5 }),
    programRow({ name: "Lone Star Detox", city: "Austin", state: "TX", zipCode: "78704", description: "Heavy metal testing.", latitude: 30.2433, longitude: -97.7661, rating: 1, reviewCount: 5 }),
    programRow({ name: "Closed Clinic", city: "Newark", state: "NJ", zipCode: "07102", ...NEWARK, isActive: false }),
  ]);
});
afterAll(closeDb);

const names = (json: { name: string }[]) => json.map((p) => p.name);
const find = (q: string, extra: Record<string, string> = {}) => call(search, { query: { q, ...extra } });

describe("GET /api/programs/search: text", () => {
  it.each([
    ["ironbound", ["Ironbound Health"], "name"],
    ["NEWARK", ["Ironbound Health"], "city, any case"],
    ["nj", ["Ironbound Health"], "two-letter state"],
    ["Connecticut", ["Charter Oak Wellness"], "full state name"],
    ["chelation", ["Ironbound Health"], "description"],
    ["78704", ["Lone Star Detox", "100% Natural_Care"], "ZIP (and its radius), nearest first"],
  ])("%s matches by %s", async (q, expected) => {
    const res = await find(q);
    expect(res.status).toBe(200);
    expect(names(res.json)).toEqual(expected);
  });

  it("treats %, _ and backslash literally", async () => {
    expect(names((await find("%")).json)).toEqual(["100% Natural_Care"]);
    expect(names((await find("_")).json)).toEqual(["100% Natural_Care"]);
    expect((await find("\\")).json).toEqual([]);
  });

  it("stems English words: tests finds testing, therapies finds therapy", async () => {
    expect(names((await find("lead tests")).json)).toEqual(["Ironbound Health"]);
    expect(names((await find("therapies")).json)).toEqual(["Liberty Bell Integrative"]);
    // Every word must match: "lead" and "sauna" are never in the same listing.
    expect((await find("lead sauna")).json).toEqual([]);
  });

  it("finds a misspelled city or name by trigram similarity, and only when nothing matches exactly", async () => {
    expect(names((await find("Philadelpia")).json)).toEqual(["Liberty Bell Integrative"]);
    expect(names((await find("Hartfrd, CT")).json)).toEqual(["Charter Oak Wellness"]);
    expect(names((await find("Ironbund Health")).json)).toEqual(["Ironbound Health"]);
    // The state still filters the fuzzy match.
    expect((await find("Hartfrd, TX")).json).toEqual([]);
    // An exact match exists: no fuzzy extras beside it.
    expect(names((await find("Newark")).json)).toEqual(["Ironbound Health"]);
  });

  it("sorts by relevance on request: a word in the name outranks the same word in a description", async () => {
    const res = await find("testing", { sortBy: "relevance" });
    // Lone Star Detox (rating 1) has "testing" in its description, Ironbound (rating 4) too:
    // equal weight, so rating decides; then a name hit beats both.
    expect(names(res.json)).toEqual(["Ironbound Health", "Lone Star Detox"]);
    const byName = await find("health", { sortBy: "relevance" });
    expect(names(byName.json)[0]).toBe("Ironbound Health");
    const oak = await find("oak wellness", { sortBy: "relevance" });
    expect(names(oak.json)).toEqual(["Charter Oak Wellness"]);
  });

  it("gives distanceMiles null when the text is not a place", async () => {
    const res = await find("ironbound");
    expect(res.json[0].distanceMiles).toBeNull();
  });
});

describe("GET /api/programs/search: radius", () => {
  it("finds programs within 50 miles of a ZIP, with distances that match the coordinates", async () => {
    const res = await find("10001", { sortBy: "distance" });
    expect(names(res.json)).toEqual(["Ironbound Health"]);
    const expected = milesBetween(ZIP_10001.lat, ZIP_10001.lng, NEWARK.latitude, NEWARK.longitude);
    expect(expected).toBeGreaterThan(9);
    expect(expected).toBeLessThan(10);
    expect(res.json[0].distanceMiles).toBeCloseTo(expected, 1);
  });

  it("widens with radius and sorts by distance", async () => {
    const res = await find("10001", { sortBy: "distance", radius: "150" });
    expect(names(res.json)).toEqual(["Ironbound Health", "Liberty Bell Integrative", "Charter Oak Wellness"]);
    const philly = milesBetween(ZIP_10001.lat, ZIP_10001.lng, PHILADELPHIA.latitude, PHILADELPHIA.longitude);
    expect(philly).toBeGreaterThan(80);
    expect(philly).toBeLessThan(84);
    expect(res.json[1].distanceMiles).toBeCloseTo(philly, 1);
    expect(res.headers.get("x-total-count")).toBe("3");
  });

  it("sorts the same place by rating when asked", async () => {
    const res = await find("10001", { radius: "150", sortBy: "rating" });
    expect(names(res.json)).toEqual(["Liberty Bell Integrative", "Ironbound Health", "Charter Oak Wellness"]);
  });

  it('understands "City, ST"', async () => {
    const res = await find("Austin, TX", { sortBy: "distance" });
    expect(names(res.json).sort()).toEqual(["100% Natural_Care", "Lone Star Detox"]);
    for (const p of res.json) expect(p.distanceMiles).toBeLessThan(10);
  });

  it("takes lat/lng as the place", async () => {
    const res = await find("zzzz", { lat: String(PHILADELPHIA.latitude), lng: String(PHILADELPHIA.longitude), sortBy: "distance" });
    expect(names(res.json)).toEqual(["Liberty Bell Integrative"]);
    expect(res.json[0].distanceMiles).toBe(0);
  });

  it("combines with state and type filters", async () => {
    const res = await find("10001", { radius: "150", state: "PA" });
    expect(names(res.json)).toEqual(["Liberty Bell Integrative"]);
  });
});

describe("GET /api/programs/search: limits", () => {
  it.each([
    [{ q: "" }, "Please enter a city, state, or zip code to search."],
    [{ q: "   " }, "Please enter a city, state, or zip code to search."],
    [{ q: "x".repeat(201) }, "Search text must be at most 200 characters"],
    [{ q: "a\u0000b" }, "Search text must not contain NUL characters"],
    [{ q: "10001", radius: "0" }, "radius must be between 1 and 500 miles"],
    [{ q: "10001", radius: "501" }, "radius must be between 1 and 500 miles"],
    [{ q: "10001", radius: "abc" }, "radius must be a number"],
    [{ q: "x", lat: "91", lng: "0" }, "lat must be between -90 and 90"],
    [{ q: "x", lat: "0", lng: "-181" }, "lng must be between -180 and 180"],
  ])("refuses %j", async (query, message) => {
    const res = await call(search, { query });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  });

  it("refuses a missing q", async () => {
    expect((await call(search)).status).toBe(400);
  });

  it("accepts the limits themselves", async () => {
    expect((await find("x".repeat(200))).status).toBe(200);
    expect((await find("10001", { radius: "1" })).status).toBe(200);
    // Austin is about 1,500 miles from New York: outside even the widest radius.
    expect(names((await find("10001", { radius: "500" })).json)).not.toContain("Lone Star Detox");
    expect((await find("10001", { radius: "500" })).json).toHaveLength(3);
  });
});
