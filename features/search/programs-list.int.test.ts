import { GET as list } from "@/app/api/programs/route";
import { call } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

const day = (d: number) => new Date(Date.UTC(2026, 0, d));

beforeAll(async () => {
  await resetDb();
  await insertPrograms([
    programRow({ name: "Alpha", state: "TX", rating: 4.5, reviewCount: 10, priceMin: 300, priceMax: 900, programTypes: ["Functional Medicine"], createdAt: day(1) }),
    programRow({ name: "Bravo", state: "TX", rating: 4.5, reviewCount: 20, priceMin: 100, priceMax: null, programTypes: ["IV Wellness", "Natural Detox"], createdAt: day(2) }),
    programRow({ name: "Charlie", state: "CA", city: "Los Angeles", rating: 3.0, reviewCount: 2, priceMin: null, priceMax: 5000, programTypes: ["Natural Detox"], createdAt: day(3) }),
    programRow({ name: "Delta", state: "CA", city: "Fresno", rating: 5.0, reviewCount: 1, priceMin: null, priceMax: null, programTypes: ["Wellness Clinic"], createdAt: day(4) }),
    programRow({ name: "Echo", state: "NY", rating: 4.5, reviewCount: 10, priceMin: 100, priceMax: 2000, programTypes: [], createdAt: day(5) }),
    programRow({ name: "Hidden", state: "NY", rating: 5.0, reviewCount: 99, isActive: false, createdAt: day(6) }),
  ]);
});
afterAll(closeDb);

const names = (json: { name: string }[]) => json.map((p) => p.name);

describe("GET /api/programs", () => {
  it("lists active programs Top rated (the Bayesian score, then review count, then name), with X-Total-Count", async () => {
    const res = await call(list);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("5");
    // m = 4 (the mean, 4.3, capped): Bravo 4.43, Alpha and Echo 4.38 (same reviews: by name), Delta's one 5.0 4.25, Charlie 3.6.
    expect(names(res.json)).toEqual(["Bravo", "Alpha", "Echo", "Delta", "Charlie"]);
    expect(typeof res.json[0].latitude).toBe("number");
    expect(typeof res.json[0].rating).toBe("number");
    expect(res.json[0].email).toBeNull();
  });

  it("filters by state code or name", async () => {
    expect(names((await call(list, { query: { state: "CA" } })).json)).toEqual(["Delta", "Charlie"]);
    expect(names((await call(list, { query: { state: "New York" } })).json)).toEqual(["Echo"]);
    expect((await call(list, { query: { state: "ZZ" } })).status).toBe(400);
  });

  it("filters by any of the repeated programTypes", async () => {
    const res = await call(list, { query: { programTypes: ["Natural Detox", "Wellness Clinic"] } });
    expect(names(res.json)).toEqual(["Bravo", "Delta", "Charlie"]);
    expect(res.headers.get("x-total-count")).toBe("3");
    const both = await call(list, { query: { programTypes: ["Natural Detox"], state: "TX" } });
    expect(names(both.json)).toEqual(["Bravo"]);
  });

  it("sorts by price-low with missing prices last", async () => {
    const res = await call(list, { query: { sortBy: "price-low" } });
    // Bravo and Echo tie on 100: the tie is broken by rating, then review count.
    expect(names(res.json)).toEqual(["Bravo", "Echo", "Alpha", "Delta", "Charlie"]);
  });

  it("sorts by price-high with missing prices last", async () => {
    const res = await call(list, { query: { sortBy: "price-high" } });
    expect(names(res.json)).toEqual(["Charlie", "Echo", "Alpha", "Bravo", "Delta"]);
  });

  it("sorts by recent, newest first", async () => {
    expect(names((await call(list, { query: { sortBy: "recent" } })).json)).toEqual(["Echo", "Delta", "Charlie", "Bravo", "Alpha"]);
  });

  it("falls back to rating for distance without a place", async () => {
    expect(names((await call(list, { query: { sortBy: "distance" } })).json)).toEqual(["Bravo", "Alpha", "Echo", "Delta", "Charlie"]);
  });

  it("paginates with page and pageSize", async () => {
    const p1 = await call(list, { query: { pageSize: "2", page: "1" } });
    const p3 = await call(list, { query: { pageSize: "2", page: "3" } });
    const p4 = await call(list, { query: { pageSize: "2", page: "4" } });
    expect(names(p1.json)).toEqual(["Bravo", "Alpha"]);
    expect(names(p3.json)).toEqual(["Charlie"]);
    expect(p4.json).toEqual([]);
    expect(p4.headers.get("x-total-count")).toBe("5");
  });

  it.each([
    [{ pageSize: "0" }, "pageSize must be between 1 and 100"],
    [{ pageSize: "101" }, "pageSize must be between 1 and 100"],
    [{ page: "0" }, "page must be at least 1"],
    [{ page: "1.5" }, "page must be a whole number"],
    [{ page: "" }, "page must be a whole number"],
    [{ sortBy: "name" }, "sortBy must be one of distance, relevance, rating, price-low, price-high, recent"],
  ])("refuses %j with 400", async (query, message) => {
    const res = await call(list, { query });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
    expect(res.json.issues[0].message).toBe(message);
  });

  it("accepts the limits themselves", async () => {
    expect((await call(list, { query: { pageSize: "1" } })).json).toHaveLength(1);
    expect((await call(list, { query: { pageSize: "100" } })).json).toHaveLength(5);
  });
});
