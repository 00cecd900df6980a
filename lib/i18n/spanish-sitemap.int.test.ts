import { renderSitemap } from "@/features/places/sitemap";
import { closeDb, resetDb } from "@/tests/support/db";

/**
 * Issue 54: the Spanish guides, policies and contact page are in the sitemap, each right after its English page,
 * and the two name each other with the same hreflang set (en, es, x-default). features/places/seo.int.test.ts
 * checks the same of every page in two languages.
 */
const SITE = "http://localhost:3000";
const PATHS = ["/detox-guide", "/chelation-guide", "/symptoms-guide", "/choosing-guide", "/privacy-policy", "/terms-of-service", "/contact"];

beforeAll(resetDb);
afterAll(closeDb);

describe("sitemap: the Spanish guides, policies and contact page", () => {
  it("lists each after its English page, and the two name each other", async () => {
    const xml = await renderSitemap(SITE);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      alternates: Object.fromEntries([...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [a[1]!, a[2]!])),
    }));
    const locs = urls.map((u) => u.loc);
    for (const p of PATHS) {
      const en = locs.indexOf(`${SITE}${p}`);
      expect([p, en >= 0, locs[en + 1]]).toEqual([p, true, `${SITE}/es${p}`]);
      const expected = { en: `${SITE}${p}`, es: `${SITE}/es${p}`, "x-default": `${SITE}${p}` };
      expect(urls[en]!.alternates).toEqual(expected);
      expect(urls[en + 1]!.alternates).toEqual(expected);
    }
  });
});
