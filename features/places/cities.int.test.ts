import { eq, sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import CityPageView from "@/app/(en)/states/[slug]/[city]/page";
import { GET as search } from "@/app/api/programs/search/route";
import { call } from "@/tests/support/api";
import { detoxPrograms } from "@/db/schema";
import { generateMetadata as cityMetadata } from "@/app/(en)/states/[slug]/[city]/page";
import { allCities, cityProgramsPage, cityRedirect, findCity, nearbyCities, CITY_PAGE_SIZE } from "@/features/places/cities";
import { citySlug } from "@/features/places/city-slug";
import { renderSitemap } from "@/features/places/sitemap";
import { invalidateReads } from "@/lib/cache/read-cache";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

const SITE = "http://localhost:3000";
const AUSTIN = { latitude: 30.2711, longitude: -97.7437 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 }; // about 17 miles north of Austin
const SAN_ANTONIO = { latitude: 29.4241, longitude: -98.4936 }; // about 74 miles away

/** The error Next throws for notFound() or a redirect: its digest says which. */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (err) {
    return String((err as { digest?: string }).digest ?? err);
  }
}
const meta = (slug: string, city: string, page?: string) =>
  cityMetadata({ params: Promise.resolve({ slug, city }), searchParams: Promise.resolve(page ? { page } : {}) });

let austin: { id: string }[] = [];
beforeAll(async () => {
  await resetDb();
  austin = await insertPrograms([
    programRow({ city: "Austin", state: "TX", ...AUSTIN, rating: 5, reviewCount: 9, telehealth: true }),
    programRow({ city: "austin", state: "TX", ...AUSTIN, rating: 3, reviewCount: 2, npiTaxonomies: [{ code: "2080T0002X", label: "Pediatrics, Medical Toxicology", primary: true }] }),
    programRow({ city: "Round Rock", state: "TX", ...ROUND_ROCK }),
    programRow({ city: "San Antonio", state: "TX", ...SAN_ANTONIO }),
    // An owner's submission waits for verification: a city with only that has no page yet.
    programRow({ city: "Pflugerville", state: "TX", ...ROUND_ROCK, source: "owner" }),
    programRow({ city: "Georgetown", state: "TX", ...ROUND_ROCK, isActive: false }),
  ]);
});
afterAll(closeDb);

describe("city slugs", () => {
  it("are the same in TypeScript and in the database's city_slug(), which the index is built on", async () => {
    const names = ["Austin", "St. Louis", "  Winston-Salem ", "Cañon City", "COEUR D'ALENE", "Española", "O'Fallon", "Mc Allen", "Ærø", "---", "Zürich 2"];
    const db = await getDb();
    for (const name of names) {
      const res = await db.execute(sql`select city_slug(${name}) as slug`);
      const row = (res as unknown as { rows: { slug: string }[] }).rows[0]!;
      expect([name, citySlug(name)]).toEqual([name, row.slug]);
    }
    expect(citySlug("St. Louis")).toBe("st-louis");
    expect(citySlug("Cañon City")).toBe("canon-city");
    expect(citySlug("---")).toBe("");
  });
});

describe("city pages", () => {
  it("merge spellings of one city, and exist only with a listed program", async () => {
    const city = await findCity("TX", "austin");
    expect(city).toMatchObject({ name: "Austin", programs: 2, listed: 2 });
    expect(await findCity("TX", "pflugerville")).toBeNull();
    expect(await findCity("TX", "georgetown")).toBeNull();
    expect(await findCity("NY", "austin")).toBeNull();
    expect((await allCities()).byState.get("TX")!.map((c) => c.slug)).toEqual(["austin", "pflugerville", "round-rock", "san-antonio"]);
  });

  it("list the city's programs and those within 25 miles, nearest the city's centre first, with distance", async () => {
    const city = (await findCity("TX", "austin"))!;
    const page = await cityProgramsPage(city, 1);
    // Both of Austin's are at one point, so by name; then Round Rock's and Pflugerville's, ~15 miles north.
    expect(page.items.slice(0, 2).map((p) => [p.id, p.inCity])).toEqual([
      [austin[0]!.id, true],
      [austin[1]!.id, true],
    ]);
    const outside = page.items.filter((p) => !p.inCity);
    expect(outside.map((p) => p.city).sort()).toEqual(["Pflugerville", "Round Rock"]);
    for (const p of outside) expect(p.distanceMiles).toBeGreaterThan(10); // from the city's centre in the ZIP table
    for (const p of outside) expect(p.distanceMiles).toBeLessThan(25);
    const miles = page.items.map((p) => p.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(page).toMatchObject({ inCity: 2, nearby: 2, nearbyCapped: false, nearest: true, search: "Austin, TX" });
    // The intro's facts count the whole city: a pediatric medical toxicologist counts in both specialties.
    expect(await findCity("TX", "austin")).toMatchObject({ telehealth: 1, specialties: { "medical-toxicology": 1, pediatrics: 1 } });
    expect((await cityProgramsPage(city, 2)).items).toEqual([]);
  });

  it("are the first results of the home search for \"City, ST\" they link to, in its order, also when a program nearby is nearer than one of the city's", async () => {
    // West Lake Hills is ~4 miles from Austin's centre; an Austin program on the city's edge ~9 miles.
    const added = await insertPrograms([
      programRow({ name: "Hills Clinic", city: "West Lake Hills", state: "TX", latitude: 30.2977, longitude: -97.8019 }),
      programRow({ name: "Edge Clinic", city: "Austin", state: "TX", latitude: 30.4, longitude: -97.7 }),
    ]);
    try {
      const city = (await findCity("TX", "austin"))!;
      const page = await cityProgramsPage(city, 1);
      const names = page.items.map((p) => p.name);
      expect(names.indexOf("Hills Clinic")).toBeLessThan(names.indexOf("Edge Clinic"));
      expect(page.items.find((p) => p.name === "Edge Clinic")!.inCity).toBe(true);
      expect(page.items.find((p) => p.name === "Hills Clinic")!.inCity).toBe(false);
      expect(page).toMatchObject({ inCity: 3, nearby: 3 });
      // The home page's search of the link: "Austin, TX" within 100 miles (San Antonio's program too, after these).
      const res = await call(search, { query: { q: "Austin, TX", radius: "100", pageSize: "20" } });
      expect(res.status).toBe(200);
      const searched = (res.json as { id: string }[]).map((p) => p.id);
      expect(searched.slice(0, page.items.length)).toEqual(page.items.map((p) => p.id));
      expect(searched).toHaveLength(page.items.length + 1);

      // The page says both counts and links to that search.
      const html = renderToStaticMarkup(await CityPageView({ params: Promise.resolve({ slug: "texas", city: "austin" }), searchParams: Promise.resolve({}) }));
      expect(html).toMatch(/data-testid="city-counts"[^>]*>3 programs in Austin, and 3 more within 25 miles</);
      expect(html).toContain('href="/?q=Austin%2C+TX&amp;radius=100"');
      expect(html).toContain("See all programs within 100 miles of Austin, TX");
      const cards = [...html.matchAll(/class="place-card-name" href="\/program\/([0-9a-f-]{36})"|href="\/program\/([0-9a-f-]{36})" class="place-card-name"/g)].map((m) => m[1] ?? m[2]);
      expect(cards).toEqual(page.items.map((p) => p.id));
    } finally {
      const db = await getDb();
      for (const p of added) await db.delete(detoxPrograms).where(eq(detoxPrograms.id, p.id));
      invalidateReads();
    }
  });

  it("continue across pages, nearest first", async () => {
    const rows = Array.from({ length: CITY_PAGE_SIZE + 3 }, (_, i) => programRow({ city: "Round Rock", state: "TX", ...ROUND_ROCK, name: `Rock ${String(i).padStart(2, "0")}` }));
    const added = await insertPrograms(rows);
    try {
      const city = (await findCity("TX", "round-rock"))!;
      const one = await cityProgramsPage(city, 1);
      const two = await cityProgramsPage(city, 2);
      expect(one.items).toHaveLength(CITY_PAGE_SIZE);
      expect(one.items.every((p) => p.inCity)).toBe(true);
      // All of Round Rock's and Pflugerville's submission are at one point, so by name; then the two in Austin.
      expect(two.items.map((p) => [p.city, p.inCity])).toEqual([
        ["Round Rock", true],
        ["Round Rock", true],
        ["Round Rock", true],
        ["Round Rock", true],
        ["Pflugerville", false],
        ["Austin", false],
        ["austin", false],
      ]);
      const miles = [...one.items, ...two.items].map((p) => p.distanceMiles!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      const ids = [...one.items, ...two.items].map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      const res = await call(search, { query: { q: "Round Rock, TX", radius: "100", pageSize: "40" } });
      expect((res.json as { id: string }[]).map((p) => p.id).slice(0, ids.length)).toEqual(ids);
    } finally {
      const db = await getDb();
      for (const p of added) await db.delete(detoxPrograms).where(eq(detoxPrograms.id, p.id));
      invalidateReads();
    }
  });

  it("read a large city's page from the index's nearest-first walk in the search's order, ties at the page's end included", async () => {
    // 30 programs spread north of Round Rock's centre, each farther than the last, except three at one point
    // around the 20th (a tie across page 1's last row, broken by name as the search breaks it).
    const rows = Array.from({ length: 30 }, (_, i) => {
      const step = i >= 18 && i <= 20 ? 18 : i;
      return programRow({ city: "Round Rock", state: "TX", latitude: ROUND_ROCK.latitude + 0.002 * (step + 1), longitude: ROUND_ROCK.longitude, name: `Walk ${String(29 - i).padStart(2, "0")}` });
    });
    const added = await insertPrograms(rows);
    try {
      const city = (await findCity("TX", "round-rock"))!;
      const pages = [await cityProgramsPage(city, 1), await cityProgramsPage(city, 2)];
      const ids = pages.flatMap((pg) => pg.items.map((p) => p.id));
      expect(pages[0]!.items).toHaveLength(CITY_PAGE_SIZE);
      const res = await call(search, { query: { q: "Round Rock, TX", radius: "25", pageSize: "40" } });
      const searched = (res.json as { id: string }[]).map((p) => p.id);
      expect(ids).toEqual(searched.slice(0, ids.length));
      // The tie: the three at one point are in name order, and page 1 ends inside them.
      const tied = pages.flatMap((pg) => pg.items).filter((p) => /^Walk 09|^Walk 10|^Walk 11/.test(p.name)).map((p) => p.name);
      expect(tied).toEqual(["Walk 09", "Walk 10", "Walk 11"]);
      const miles = pages.flatMap((pg) => pg.items).map((p) => p.distanceMiles!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    } finally {
      const db = await getDb();
      for (const p of added) await db.delete(detoxPrograms).where(eq(detoxPrograms.id, p.id));
      invalidateReads();
    }
  });

  it("link to nearby cities with listed programs, nearest first", async () => {
    const near = await nearbyCities((await findCity("TX", "austin"))!);
    expect(near.map((c) => c.slug)).toEqual(["round-rock"]); // San Antonio is ~74 miles away; Pflugerville is not listed
    // Nothing within 60 miles of San Antonio: the state's other cities, most programs first, without a distance.
    const far = await nearbyCities((await findCity("TX", "san-antonio"))!);
    expect(far.map((c) => [c.slug, c.miles])).toEqual([["austin", null], ["round-rock", null]]);
  });

  it("have a canonical URL and the title of the issue; an unknown city is a 404", async () => {
    const m = await meta("texas", "austin");
    expect(m.title).toBe("Heavy Metal Detox and Chelation Providers in Austin, TX");
    expect(m.alternates?.canonical).toBe("/states/texas/austin");
    expect(m.robots).toBeUndefined();
    expect((await meta("texas", "austin", "2")).alternates?.canonical).toBe("/states/texas/austin?page=2");
    expect(await outcome(meta("texas", "atlantis"))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await outcome(meta("texas", "pflugerville"))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await outcome(meta("atlantis", "austin"))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("are in the sitemap, each with the newest change of its listed programs", async () => {
    const xml = await renderSitemap(SITE);
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/states\/texas\/austin<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    expect(xml).toContain(`${SITE}/states/texas/round-rock<`);
    expect(xml).not.toContain("/states/texas/pflugerville");
    expect(xml).not.toContain("/states/texas/georgetown");
  });
});

describe("a renamed or merged city", () => {
  it("redirects (308) to where its programs went, and redirects to it follow a later move", async () => {
    const db = await getDb();
    const [sa] = await db.select({ id: detoxPrograms.id }).from(detoxPrograms).where(eq(detoxPrograms.city, "San Antonio"));
    // A typo fixed in one statement, then the city merged into another.
    await db.update(detoxPrograms).set({ city: "San Antonoi" }).where(eq(detoxPrograms.id, sa!.id));
    invalidateReads();
    expect(await cityRedirect("TX", "san-antonio")).toEqual({ state: "TX", slug: "san-antonoi" });
    await db.update(detoxPrograms).set({ city: "Austin" }).where(eq(detoxPrograms.id, sa!.id));
    invalidateReads();
    expect(await cityRedirect("TX", "san-antonoi")).toEqual({ state: "TX", slug: "austin" });
    expect(await cityRedirect("TX", "san-antonio")).toEqual({ state: "TX", slug: "austin" });
    expect(await outcome(meta("texas", "san-antonio"))).toMatch(/^NEXT_REDIRECT;replace;\/states\/texas\/austin;308;/);
    // A city that has programs again is its own page, not a redirect.
    await db.update(detoxPrograms).set({ city: "San Antonio" }).where(eq(detoxPrograms.id, sa!.id));
    invalidateReads();
    expect(await cityRedirect("TX", "san-antonio")).toBeNull();
    expect(await outcome(meta("texas", "san-antonio"))).toBe("ok");
  });
});
