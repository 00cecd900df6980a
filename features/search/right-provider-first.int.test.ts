import { renderToStaticMarkup } from "react-dom/server";
import AboutReviewsPage from "@/app/(en)/about/reviews/page";
import { GET as list } from "@/app/api/programs/route";
import { GET as search } from "@/app/api/programs/search/route";
import { eq, sql } from "drizzle-orm";
import { detoxPrograms, ownerPrograms, owners } from "@/db/schema";
import { invalidateReads } from "@/lib/cache/read-cache";
import { listPrograms } from "./sql/list";
import { ratingPriorMean, topRated } from "./sql/order";
import { searchPrograms } from "./sql/search";
import { type ListParams, type SearchParams } from "./sql/page";
import { loadResults } from "@/features/search/results";
import { programIndexAnswers } from "@/features/search/memory-index";
import { parseSearchState } from "./parse-search-url";
import { emptyWeek, WEEKDAYS, type Weekday, type WeeklyHours } from "@/features/programs/hours/week";
import { call } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// Issue 30, items 2, 3 and 9 (decisions.md "The right provider first"): the order with no sort chosen, "Top
// rated" as a Bayesian average, and the "Open now" filter. Every order is checked on the SQL path and on the
// in-memory index, and through the API.

afterAll(closeDb);

const names = (items: { name: string }[]) => items.map((p) => p.name);
const ids = (items: { id: string }[]) => items.map((p) => p.id);

/** The same list both ways (index and SQL), which must agree; the SQL's answer. */
async function bothWays<T extends { items: { id: string }[] }>(ask: (opts: { index?: boolean }) => Promise<T>): Promise<T> {
  const viaSql = await ask({ index: false });
  const viaIndex = await ask({});
  expect(ids(viaIndex.items)).toEqual(ids(viaSql.items));
  return viaSql;
}
const searchBoth = (params: SearchParams) => bothWays((opts) => searchPrograms(params, opts));
const listBoth = (params: ListParams) => bothWays((opts) => listPrograms(params, opts));

describe("no sort chosen: a place lists the nearest first", () => {
  // Ratings run against distance: the best rated is the farthest.
  const NYC = [
    { name: "Chelsea Metals Clinic", latitude: 40.7505, longitude: -73.9934, rating: 0, reviewCount: 0, zipCode: "10001" },
    { name: "Hoboken Detox", latitude: 40.744, longitude: -74.0324, rating: 4, reviewCount: 3, zipCode: "07030" },
    { name: "Newark Toxicology", latitude: 40.7357, longitude: -74.1724, rating: 4.5, reviewCount: 10, zipCode: "07102" },
    { name: "Yonkers Wellness", latitude: 40.9312, longitude: -73.8988, rating: 4.8, reviewCount: 15, zipCode: "10701" },
    { name: "Stamford Integrative", latitude: 41.0534, longitude: -73.5387, rating: 5, reviewCount: 20, zipCode: "06901" },
  ];
  beforeAll(async () => {
    await resetDb();
    await insertPrograms(NYC.map((x) => programRow({ ...x, city: "Somewhere", state: "NY" })));
  });

  it.each([
    ["a ZIP", { q: "10001" }, "Chelsea Metals Clinic"],
    ['"City, ST"', { q: "Hoboken, NJ" }, "Hoboken Detox"],
    ["lat/lng", { q: "clinics", lat: 40.7484, lng: -73.9967 }, "Chelsea Metals Clinic"],
  ])("%s: distances never decrease, the nearest first, however rated", async (_, params, nearest) => {
    const found = await searchBoth(params);
    expect(found.items.length).toBeGreaterThanOrEqual(4);
    const miles = found.items.map((p) => p.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(names(found.items)[0]).toBe(nearest);
    expect(found.sortBy).toBe("distance");
  });

  it("the API and the home page give the same order, and the API says which", async () => {
    const res = await call(search, { query: { q: "10001" } });
    const data = await searchPrograms({ q: "10001" });
    expect(ids(res.json)).toEqual(ids(data.items));
    expect(names(res.json)[0]).toBe("Chelsea Metals Clinic");
    expect(res.headers.get("x-sort-by")).toBe("distance");
    const page = await loadResults(parseSearchState({ q: "10001" }));
    expect(page.ok && page.sortBy).toBe("distance");
    expect(page.ok && ids(page.items)).toEqual(ids(data.items).slice(0, 10));
  });

  it("the page's cards say which listings their provider has claimed (item 10)", async () => {
    const db = await getDb();
    const before = await loadResults(parseSearchState({ q: "10001" }));
    expect(before.ok && before.items.every((p) => !p.claimed)).toBe(true);
    const target = before.ok ? before.items[1]! : null;
    const [owner] = await db.insert(owners).values({ email: "desk@hoboken-detox.example" }).returning();
    await db.insert(ownerPrograms).values({ programId: target!.id, ownerId: owner!.id, method: "email" });
    invalidateReads(); // as a claim does (features/owners/data.ts)
    const after = await loadResults(parseSearchState({ q: "10001" }));
    expect(after.ok && after.items.filter((p) => p.claimed).map((p) => p.id)).toEqual([target!.id]);
    await db.delete(ownerPrograms).where(eq(ownerPrograms.programId, target!.id));
    invalidateReads();
  });

  it("a chosen sort still wins: Top rated on a ZIP", async () => {
    const res = await call(search, { query: { q: "10001", sortBy: "rating" } });
    expect(names(res.json)[0]).toBe("Stamford Integrative");
    expect(res.headers.get("x-sort-by")).toBe("rating");
  });

  it("a list with neither text nor place keeps the documented default, Top rated", async () => {
    const res = await call(list);
    expect(names(res.json)[0]).toBe("Stamford Integrative");
    expect(names(res.json).at(-1)).toBe("Chelsea Metals Clinic");
    expect(res.headers.get("x-sort-by")).toBe("rating");
  });
});

describe("no sort chosen: search text lists the best match first", () => {
  beforeAll(async () => {
    await resetDb();
    const rows = [
      // The clinic a parent was referred to: new, no reviews yet.
      programRow({ name: "Maple Grove Family Clinic", city: "Dayton", state: "OH", description: "Primary care." }),
      // Names starting with the words, and names holding them elsewhere, all better rated.
      programRow({ name: "Maple Grove Family Clinic of Austin", rating: 4.8, reviewCount: 20 }),
      programRow({ name: "The Maple Grove Family Clinic", rating: 5, reviewCount: 30 }),
      programRow({ name: "Cedar Ridge Wellness", city: "Boise", state: "ID" }),
      programRow({ name: "Old Cedar Clinic", rating: 5, reviewCount: 10 }),
      programRow({ name: "Birch Clinic", description: "A cedar sauna and chelation.", rating: 5, reviewCount: 50 }),
      programRow({ name: "Aspen Clinic", description: "Near the Cedar Ridge trailhead.", rating: 4.9, reviewCount: 40 }),
      // A name stored with runs of spaces (an import), and a better-rated name holding it.
      programRow({ name: "Willow  Creek   Toxicology" }),
      programRow({ name: "North Willow Creek Toxicology", rating: 5, reviewCount: 12 }),
    ];
    // Many better-rated programs whose descriptions hold every word of the name.
    for (let i = 0; i < 40; i++) {
      rows.push(programRow({ name: `Family Clinic ${String(i).padStart(2, "0")}`, description: `Formerly Maple Grove Family Clinic, clinic ${i}.`, rating: 4 + (i % 10) / 10, reviewCount: 5 + i }));
    }
    await insertPrograms(rows);
  });

  it("the exact name first (any case and spacing), though it has no reviews, then names starting with it", async () => {
    for (const q of ["Maple Grove Family Clinic", "  maple GROVE   family clinic "]) {
      const found = await searchBoth({ q, pageSize: 10 });
      expect(found.total).toBe(43);
      expect(names(found.items).slice(0, 2)).toEqual(["Maple Grove Family Clinic", "Maple Grove Family Clinic of Austin"]);
      expect(found.sortBy).toBe("relevance");
    }
  });

  it("compares names with their spaces normalised too", async () => {
    const found = await searchBoth({ q: "willow creek toxicology" });
    expect(names(found.items)).toEqual(["Willow  Creek   Toxicology", "North Willow Creek Toxicology"]);
  });

  it("a name starting with the words comes before a name holding them, which comes before a description", async () => {
    const found = await searchBoth({ q: "cedar" });
    expect(names(found.items)).toEqual(["Cedar Ridge Wellness", "Old Cedar Clinic", "Birch Clinic", "Aspen Clinic"]);
    const two = await searchBoth({ q: "cedar ridge" });
    expect(names(two.items)).toEqual(["Cedar Ridge Wellness", "Aspen Clinic"]);
  });

  it("the API follows the same order and says which", async () => {
    const res = await call(search, { query: { q: "maple grove family clinic", pageSize: "5" } });
    expect(ids(res.json)).toEqual(ids((await searchPrograms({ q: "maple grove family clinic", pageSize: 5 })).items));
    expect(names(res.json)[0]).toBe("Maple Grove Family Clinic");
    expect(res.headers.get("x-sort-by")).toBe("relevance");
    const page = await loadResults(parseSearchState({ q: "cedar" }));
    expect(page.ok && names(page.items)).toEqual(["Cedar Ridge Wellness", "Old Cedar Clinic", "Birch Clinic", "Aspen Clinic"]);
  });

  it("says when nothing matches, with a chosen order or none", async () => {
    expect((await searchBoth({ q: "cedar maple zebra" })).total).toBe(0);
    expect((await searchBoth({ q: "cedar", state: "WY" })).total).toBe(0);
  });
});

describe("Top rated: a Bayesian average toward the directory mean", () => {
  const EXPECTED = [
    "Long Record", // 4.8 x 40: (3*4 + 192) / 43 = 4.74
    "Steady", // 4.6 x 8: 4.44
    "Solo Five", // 5.0 x 1: 4.25
    "Four Six", // 4.0 x 6, 4.0 x 4, 4.0 x 4, 4.0 x 2: all exactly 4; more reviews first, then the name
    "Twin A",
    "Twin B",
    "Alpha Four",
    "Aardvark New", // no reviews: last, by name (a rating without reviews counts as none)
    "Imported Five",
    "Zebra New",
  ];
  beforeAll(async () => {
    await resetDb();
    await insertPrograms(
      (
        [
          ["Solo Five", 5, 1],
          ["Zebra New", 0, 0],
          ["Twin B", 4, 4],
          ["Steady", 4.6, 8],
          ["Alpha Four", 4, 2],
          ["Imported Five", 5, 0],
          ["Twin A", 4, 4],
          ["Long Record", 4.8, 40],
          ["Aardvark New", 0, 0],
          ["Four Six", 4, 6],
        ] as const
      ).map(([name, rating, reviewCount]) => programRow({ name, rating, reviewCount })),
    );
  });

  it("m is the reviewed programs' mean rounded to two decimals, at most 4", async () => {
    // (5 + 4 + 4.6 + 4 + 4 + 4.8 + 4) / 7 = 4.34: above the cap.
    expect(await ratingPriorMean()).toBe(4);
  });

  it("/about/reviews publishes the formula, today's m and the example", async () => {
    const html = renderToStaticMarkup(await AboutReviewsPage());
    const figure = (id: string) => html.match(new RegExp(`data-figure="${id}">([^<]*)<`))?.[1];
    expect(figure("formula")).toBe("score = (3 × m + average × number of reviews) ÷ (3 + number of reviews)");
    expect(figure("prior-mean")).toBe("4.00");
    expect(figure("example-one")).toBe("4.25"); // (3 * 4 + 5) / 4
    expect(figure("example-eight")).toBe("4.44"); // (3 * 4 + 36.8) / 11
    expect(html).toContain("never more than 4.0");
  });

  it("a 5.0 from one review ranks below a 4.6 from eight; unreviewed last; ties by reviews, name", async () => {
    const found = await listBoth({ sortBy: "rating" });
    expect(names(found.items)).toEqual(EXPECTED);
    // The rating shown stays the plain average.
    expect(found.items.find((p) => p.name === "Solo Five")!.rating).toBe(5);
    const res = await call(list, { query: { sortBy: "rating" } });
    expect(names(res.json)).toEqual(EXPECTED);
    expect(names((await call(list)).json)).toEqual(EXPECTED);
  });

  it("with m at its cap, the SQL's order is the expression of the top-rated indexes (a page is an index walk)", async () => {
    const db = await getDb();
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const page = tx.select({ id: detoxPrograms.id }).from(detoxPrograms).where(eq(detoxPrograms.isActive, true)).orderBy(...topRated(await ratingPriorMean())).limit(20).toSQL();
      const result = await tx.execute(sql`explain ${sql.raw(page.sql.replace(/\$(\d+)/g, (_, k) => String(page.params[Number(k) - 1])))}`);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain("detox_programs_top_rated_idx");
    expect(plan).not.toMatch(/Sort/);
  });

  it("breaks exact ties by id, and orders the price sorts' ties the same way", async () => {
    const [a, b] = await insertPrograms([programRow({ name: "Twin A", rating: 4, reviewCount: 4 }), programRow({ name: "Twin A", rating: 4, reviewCount: 4 })]);
    const found = await listBoth({ sortBy: "rating" });
    const twins = found.items.filter((p) => p.name === "Twin A").map((p) => p.id);
    expect(twins).toHaveLength(3);
    expect(twins).toEqual([...twins].sort());
    expect(twins).toContain(a!.id);
    expect(twins).toContain(b!.id);
    const byPrice = await listBoth({ sortBy: "price-low" }); // no prices: the tie-break is the whole order
    expect(ids(byPrice.items)).toEqual(ids(found.items));
  });

  it("with the directory mean below 4, m is that mean and the order follows it", async () => {
    await insertPrograms([1, 2, 3].map((k) => programRow({ name: `Low ${k}`, rating: 2, reviewCount: 5 })));
    // (5 + 4.6 + 4.8 + 6 * 4 + 3 * 2) / 12 = 3.7 (with the two twins added above).
    expect(await ratingPriorMean()).toBe(3.7);
    const found = await listBoth({ sortBy: "rating" });
    // With m = 3.7: Solo Five (3*3.7 + 5) / 4 = 4.03 now ranks above the 4.0s, still below Steady.
    expect(names(found.items).slice(0, 3)).toEqual(["Long Record", "Steady", "Solo Five"]);
    expect(names(found.items).slice(-3)).toEqual(["Aardvark New", "Imported Five", "Zebra New"]);
  });
});

describe("Open now: in each program's own time zone", () => {
  const week = (intervals: [string, string][], days: readonly Weekday[] = WEEKDAYS.slice(0, 5)): WeeklyHours => {
    const w = emptyWeek();
    for (const d of days) w[d] = intervals;
    return w;
  };
  const NY = { state: "NY", city: "New York", zipCode: "10001", latitude: 40.7484, longitude: -73.9967 };
  const LA = { state: "CA", city: "Los Angeles", zipCode: "90012", latitude: 34.0614, longitude: -118.2385 };
  const EL_PASO = { state: "TX", city: "El Paso", zipCode: "79901", latitude: 31.7587, longitude: -106.4869 };
  const NOWHERE_TN = { state: "TN", city: "Nowhere", zipCode: "00000", latitude: 0, longitude: 0 };
  // Monday 23 November 2026, 18:30 in New York (EST), 15:30 in Los Angeles, 16:30 in El Paso, 17:30 in Nashville.
  const MONDAY_1830_ET = new Date("2026-11-23T23:30:00Z");
  const OPEN = ["NY Evening", "CA Afternoon", "El Paso Clinic", "Tennessee Unplaced", "NY Opens At 18:30", "Always Open"];

  beforeAll(async () => {
    await resetDb();
    await insertPrograms([
      programRow({ name: "NY Evening", ...NY, hours: week([["09:00", "19:00"]]) }),
      programRow({ name: "NY Closes At 18:30", ...NY, hours: week([["09:00", "18:30"]]) }),
      programRow({ name: "NY Opens At 18:30", ...NY, hours: week([["08:00", "12:00"], ["18:30", "21:00"]]) }),
      programRow({ name: "NY Weekend", ...NY, hours: week([["00:00", "24:00"]], ["sat", "sun"]) }),
      programRow({ name: "NY No Hours", ...NY, hours: null, rating: 5, reviewCount: 9 }),
      programRow({ name: "NY Empty Week", ...NY, hours: emptyWeek() }),
      programRow({ name: "CA Afternoon", ...LA, hours: week([["09:00", "17:00"]]) }),
      programRow({ name: "CA Evening", ...LA, hours: week([["16:00", "20:00"]]) }),
      // Texas west of the line is Mountain time: 16:30 (in Central it would be 17:30, closed).
      programRow({ name: "El Paso Clinic", ...EL_PASO, hours: week([["16:00", "17:00"]]) }),
      // Tennessee without coordinates: the state's main zone, Central (17:30), not the east's (18:30).
      programRow({ name: "Tennessee Unplaced", ...NOWHERE_TN, hours: week([["17:00", "18:00"]]) }),
      programRow({ name: "Always Open", ...LA, hours: week([["00:00", "24:00"]], WEEKDAYS) }),
    ]);
  });

  it("keeps the programs open at a pinned instant across zones, and leaves out those without hours", async () => {
    const before = programIndexAnswers();
    const found = await listBoth({ open: "now", now: MONDAY_1830_ET, pageSize: 50 });
    expect(names(found.items).sort()).toEqual([...OPEN].sort());
    expect(found.total).toBe(OPEN.length);
    expect(programIndexAnswers()).toBeGreaterThan(before); // the index's own filter, not only the SQL's
  });

  it("the same filter on a search, with other filters, and a minute later", async () => {
    const ny = await searchBoth({ q: "10001", open: "now", now: MONDAY_1830_ET });
    expect(names(ny.items).sort()).toEqual(["NY Evening", "NY Opens At 18:30"]);
    const ca = await listBoth({ open: "now", now: MONDAY_1830_ET, state: "CA" });
    expect(names(ca.items).sort()).toEqual(["Always Open", "CA Afternoon"]);
    // 19:00 in New York: NY Evening has closed; 16:00 in Los Angeles: CA Evening has opened.
    const later = await listBoth({ open: "now", now: new Date("2026-11-24T00:00:00Z"), pageSize: 50 });
    expect(names(later.items).sort()).toEqual(["Always Open", "CA Afternoon", "CA Evening", "NY Opens At 18:30"]);
    // Saturday: only the weekend and always-open programs.
    const saturday = await listBoth({ open: "now", now: new Date("2026-11-28T17:00:00Z"), pageSize: 50 });
    expect(names(saturday.items).sort()).toEqual(["Always Open", "NY Weekend"]);
  });

  it("open=now on the API (the real clock): never a program without hours; other values refused", async () => {
    for (const res of [await call(list, { query: { open: "now" } }), await call(search, { query: { q: "Los Angeles, CA", open: "now", radius: "500" } })]) {
      expect(res.status).toBe(200);
      expect(names(res.json)).toContain("Always Open");
      expect(names(res.json)).not.toContain("NY No Hours");
      expect(names(res.json)).not.toContain("NY Empty Week");
    }
    expect((await call(list)).json).toHaveLength(11);
    const bad = await call(list, { query: { open: "later" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("open must be now");
  });

  it("the home page reads open=now from the URL", async () => {
    const page = await loadResults(parseSearchState({ open: "now" }));
    expect(page.ok && names(page.items)).toContain("Always Open");
    expect(page.ok && names(page.items)).not.toContain("NY No Hours");
  });
});
