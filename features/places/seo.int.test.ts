import { GET as sitemapXml } from "@/app/sitemap.xml/route";
import { GET as sitemapFile } from "@/app/sitemaps/[file]/route";
import robots from "@/app/robots";
import { generateMetadata as stateMetadata } from "@/app/(en)/states/[slug]/page";
import { STATIC_PAGES } from "@/features/content/guides";
import { renderSitemap, renderSitemapFile } from "@/features/places/sitemap";
import { call } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

const SITE = "http://localhost:3000";
let active: { id: string }[] = [];
let inactive: { id: string }[] = [];

beforeAll(async () => {
  await resetDb();
  active = await insertPrograms([
    programRow({ state: "TX", city: "Austin" }),
    programRow({ state: "TX", city: "Dallas" }),
    programRow({ state: "NY", city: "Albany" }),
    programRow({ state: "DC", city: "Washington" }),
  ]);
  // Wyoming has only an inactive program: it counts as a state without programs.
  inactive = await insertPrograms([programRow({ state: "WY", city: "Casper", isActive: false })]);
});
afterAll(closeDb);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemap.xml", () => {
  it("lists home, guides, policies, state pages with programs and every active program", async () => {
    const res = await call(sitemapXml, { path: "/sitemap.xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = locs(res.text);
    expect(urls).toContain(`${SITE}/`);
    for (const page of STATIC_PAGES) expect(urls).toContain(`${SITE}${page.path}`);
    for (const p of active) expect(urls).toContain(`${SITE}/program/${p.id}`);
    expect(urls).toEqual(expect.arrayContaining([`${SITE}/states/texas`, `${SITE}/states/new-york`, `${SITE}/states/district-of-columbia`]));
    expect(urls).toContain(`${SITE}/contact`);
    expect(urls).toContain(`${SITE}/blood-lead-levels`); // the bare page; a URL with a result is never listed
    // Each city with a listed program has its page, after its state's.
    expect(urls).toEqual(expect.arrayContaining([`${SITE}/states/texas/austin`, `${SITE}/states/texas/dallas`, `${SITE}/states/new-york/albany`, `${SITE}/states/district-of-columbia/washington`]));
    // Each page in two languages is followed by its Spanish copy (issue 54): the state, its copy, its first city.
    expect(urls.indexOf(`${SITE}/es/states/texas`)).toBe(urls.indexOf(`${SITE}/states/texas`) + 1);
    expect(urls.indexOf(`${SITE}/states/texas/austin`)).toBe(urls.indexOf(`${SITE}/states/texas`) + 2);
    for (const p of active) expect(urls.indexOf(`${SITE}/es/program/${p.id}`)).toBe(urls.indexOf(`${SITE}/program/${p.id}`) + 1);
    expect(urls).toContain(`${SITE}/es/blood-lead-levels`); // its Spanish copy, right after it
    expect(urls.indexOf(`${SITE}/es/blood-lead-levels`)).toBe(urls.indexOf(`${SITE}/blood-lead-levels`) + 1);
    expect(urls.indexOf(`${SITE}/es/states`)).toBe(urls.indexOf(`${SITE}/states`) + 1);
    expect(urls.indexOf(`${SITE}/es`)).toBe(urls.indexOf(`${SITE}/`) + 1); // the Spanish home page
    // home, + the 6 Spanish guides and policies, and /contact, /blood-lead-levels, /states, the states, cities and
    // programs, each of these with its /es copy
    expect(urls).toHaveLength(2 + STATIC_PAGES.length + 6 + 2 + 2 + 2 + 2 * 3 + 2 * 4 + 2 * active.length);
    expect(urls).not.toContain(`${SITE}/states/wyoming/casper`);
  });

  it("gives every page in two languages reciprocal hreflang alternates (en, es, x-default), and no other page any", async () => {
    const xml = await renderSitemap(SITE);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => {
      const loc = /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!;
      const alternates = Object.fromEntries([...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [a[1]!, a[2]!]));
      return { loc, alternates };
    });
    const byLoc = new Map(urls.map((u) => [u.loc, u.alternates]));
    const withAlternates = urls.filter((u) => Object.keys(u.alternates).length > 0);
    const pages = "|blood-lead-levels|states|states\\/[a-z-]+|states\\/[a-z-]+\\/[a-z0-9-]+|program\\/[0-9a-f-]+|contact|detox-guide|chelation-guide|symptoms-guide|choosing-guide|privacy-policy|terms-of-service";
    const twoLanguages = new RegExp(`^(/es)?(/(${pages}))?$`);
    const inTwo = (loc: string) => new URL(loc).pathname !== "/es/" && twoLanguages.test(new URL(loc).pathname);
    expect(withAlternates.map((u) => u.loc).sort()).toEqual(urls.map((u) => u.loc).filter(inTwo).sort());
    expect(withAlternates.map((u) => u.loc)).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/es`, `${SITE}/blood-lead-levels`, `${SITE}/es/blood-lead-levels`, `${SITE}/es/states`, `${SITE}/states`, `${SITE}/es/states/texas`, `${SITE}/es/states/texas/austin`, `${SITE}/es/program/${active[0]!.id}`, `${SITE}/es/detox-guide`, `${SITE}/es/contact`]));
    expect(urls.filter((u) => Object.keys(u.alternates).length === 0).map((u) => new URL(u.loc).pathname)).toContain("/about/listings"); // English only
    for (const { loc, alternates } of withAlternates) {
      expect(Object.keys(alternates).sort()).toEqual(["en", "es", "x-default"]);
      expect(Object.values(alternates)).toContain(loc); // names itself
      // Reciprocal: every page it names is in the sitemap and names it back, with the same set.
      for (const lang of ["en", "es"]) {
        const other = alternates[lang]!;
        expect(byLoc.has(other)).toBe(true);
        expect(Object.values(byLoc.get(other)!)).toContain(loc);
        expect(byLoc.get(other)).toEqual(alternates);
      }
      expect(alternates["x-default"]).toBe(alternates.en);
    }
  });

  it("never lists inactive programs, empty states, admin or API URLs", async () => {
    const xml = await renderSitemap(SITE);
    expect(xml).not.toContain(inactive[0]!.id);
    expect(xml).not.toContain("/states/wyoming");
    expect(xml).not.toMatch(/\/api\/|\/admin|\/import-data|\/manage-programs/);
  });

  it("becomes a sitemap index past the per-file limit, and its files hold every URL once", async () => {
    const limit = 3; // stands in for 50,000
    const index = await renderSitemap(SITE, limit);
    expect(index).toContain("<sitemapindex");
    const files = locs(index);
    // 36 pages (home, 8 guides, policies and about pages, and in two languages the 6 guides and policies, contact,
    // blood lead, /states, 3 states, 4 cities) in 12 files, then 4 programs in 4 (a program and its Spanish copy are
    // two URLs: one program a file of 3).
    expect(files).toEqual([...Array(16).keys()].map((n) => `${SITE}/sitemaps/${n}.xml`));
    const all: string[] = [];
    for (let n = 0; n < files.length; n++) all.push(...locs((await renderSitemapFile(n, SITE, limit))!));
    expect(new Set(all).size).toBe(all.length);
    for (const p of active) expect(all).toContain(`${SITE}/program/${p.id}`);
    expect(all).toContain(`${SITE}/states/texas`);
    expect(all).toContain(`${SITE}/states/texas/dallas`);
    expect(all).toContain(`${SITE}/states`);
    for (const p of active) expect(all).toContain(`${SITE}/es/program/${p.id}`);
    expect(all).toHaveLength(36 + 2 * active.length);
    expect(await renderSitemapFile(16, SITE, limit)).toBeNull();
  });

  it("answers 404 for index files while one sitemap is enough, and for malformed names", async () => {
    expect((await call(sitemapFile, { path: "/sitemaps/0.xml", params: { file: "0.xml" } })).status).toBe(404);
    expect((await call(sitemapFile, { path: "/sitemaps/x.xml", params: { file: "../x.xml" } })).status).toBe(404);
  });
});

describe("robots.txt", () => {
  it("allows pages, disallows API and admin, and points at the sitemap", () => {
    const r = robots();
    const rule = Array.isArray(r.rules) ? r.rules[0]! : r.rules;
    expect(rule.userAgent).toBe("*");
    expect(rule.allow).toBe("/");
    expect(rule.disallow).toEqual(["/api/", "/import-data", "/manage-programs", "/admin", "/owner"]);
    expect(r.sitemap).toBe(`${SITE}/sitemap.xml`);
  });
});

describe("state page metadata", () => {
  const meta = (slug: string, page?: string) =>
    stateMetadata({ params: Promise.resolve({ slug }), searchParams: Promise.resolve(page ? { page } : {}) });

  it("is indexable with a canonical URL when the state has programs", async () => {
    const m = await meta("texas");
    expect(m.title).toBe("Heavy Metal Detox and Chelation Providers in Texas");
    expect(m.description).toMatch(/^2 heavy metal testing, detox and chelation programs listed in Texas/);
    expect(m.alternates?.canonical).toBe("/states/texas");
    expect(m.robots).toBeUndefined();
    expect((await meta("texas", "2")).alternates?.canonical).toBe("/states/texas?page=2");
  });

  it("is noindex when the state has no active programs", async () => {
    const m = await meta("wyoming");
    expect(m.robots).toEqual({ index: false, follow: true });
    expect(m.description).toContain("No heavy metal detox or chelation programs are listed in Wyoming yet");
  });
});
