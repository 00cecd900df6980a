import { eq, sql } from "drizzle-orm";
import { detoxPrograms } from "@/db/schema";
import { generateMetadata as cityMetadata } from "@/app/states/[slug]/[city]/page";
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

  it("list the city's programs first (top rated), then those within 25 miles nearest first, with distance", async () => {
    const page = await cityProgramsPage((await findCity("TX", "austin"))!, 1);
    expect(page.items.slice(0, 2).map((p) => [p.id, p.inCity])).toEqual([
      [austin[0]!.id, true],
      [austin[1]!.id, true],
    ]);
    const outside = page.items.filter((p) => !p.inCity);
    expect(outside.map((p) => p.city).sort()).toEqual(["Pflugerville", "Round Rock"]);
    for (const p of outside) expect(p.distanceMiles).toBeGreaterThan(10); // from the city's centre in the ZIP table
    for (const p of outside) expect(p.distanceMiles).toBeLessThan(25);
    expect(page).toMatchObject({ inCity: 2, nearby: 2, nearbyCapped: false });
    // The intro's facts count the whole city: a pediatric medical toxicologist counts in both specialties.
    expect(await findCity("TX", "austin")).toMatchObject({ telehealth: 1, specialties: { "medical-toxicology": 1, pediatrics: 1 } });
    expect((await cityProgramsPage((await findCity("TX", "austin"))!, 2)).items).toEqual([]);
  });

  it("continue across pages: the city's last programs, then the nearby ones from the start", async () => {
    const rows = Array.from({ length: CITY_PAGE_SIZE + 3 }, (_, i) => programRow({ city: "Round Rock", state: "TX", ...ROUND_ROCK, name: `Rock ${String(i).padStart(2, "0")}` }));
    const added = await insertPrograms(rows);
    try {
      const city = (await findCity("TX", "round-rock"))!;
      const one = await cityProgramsPage(city, 1);
      const two = await cityProgramsPage(city, 2);
      expect(one.items).toHaveLength(CITY_PAGE_SIZE);
      expect(one.items.every((p) => p.inCity)).toBe(true);
      expect(two.items.slice(0, 4).every((p) => p.inCity)).toBe(true);
      // Pflugerville's submission is where Round Rock's programs are; the two in Austin ~15 miles away.
      expect(two.items.slice(4).map((p) => p.city)).toEqual(["Pflugerville", "Austin", "austin"]);
      const miles = two.items.slice(4).map((p) => p.distanceMiles!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      const ids = [...one.items, ...two.items].map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
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
