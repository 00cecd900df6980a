import { expect, test } from "@playwright/test";
import { GUIDES, POLICIES } from "@/features/content/guides";
import { html } from "../support/page-html";

// City pages (/states/{state}/{city}, issue 33): every city of the sitemap answers with its programs, the
// ItemList JSON-LD is the cards in order, canonical URLs, share images with alt text on every page type.
const SUFFIX = " | Heavy Metal Detox Directory";
const CITY_PATH = /^\/states\/[a-z-]+\/[a-z0-9-]+$/;

async function sitemapPaths(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The program links of a page's listing (the cards' names), in order. */
/** The program links of the page's listing, in order. */
const cardLinks = (body: string) => {
  const list = /<ul[^>]*data-testid="place-listings"[^>]*>([\s\S]*?)<\/ul>/.exec(body)?.[1] ?? "";
  return [...list.matchAll(/<a [^>]*href="(\/program\/[0-9a-f-]{36})"/g)].map((m) => m[1]!);
};

test("every city in the sitemap answers 200 with its programs, its title, canonical URL, ItemList and breadcrumbs", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  const cities = paths.filter((p) => CITY_PATH.test(p));
  expect(cities.length).toBeGreaterThan(20);
  for (const path of cities) {
    const r = await html(request, path);
    expect([path, r.status]).toEqual([path, 200]);
    const [, , state] = path.split("/");
    expect(paths).toContain(`/states/${state}`); // its state is listed too
    expect(r.h1).toMatch(/^Heavy Metal Detox and Chelation Providers in .+, [A-Z]{2}$/);
    expect(r.title).toBe(`${r.h1}${SUFFIX}`);
    expect(r.canonical).toMatch(new RegExp(`^http://[^/]+${path}$`));
    expect(r.body).not.toContain('name="robots" content="noindex');
    const city = /in (.+), [A-Z]{2}$/.exec(r.h1)![1]!;
    // Both counts: the city's own, and the others within 25 miles.
    const cards = cardLinks(r.body);
    expect(cards.length).toBeGreaterThan(0);
    expect(r.text).toMatch(new RegExp(`\\d+ programs? in ${city.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, and (?:(?:over )?\\d+ more|no other) within 25 miles`));
    const list = r.jsonLd.find((d) => d["@type"] === "ItemList");
    expect(list.itemListElement.map((e: { url: string }) => new URL(e.url).pathname)).toEqual(cards);
    expect(list.itemListElement.map((e: { position: number }) => e.position)).toEqual(cards.map((_, i) => i + 1));
    const crumbs = r.jsonLd.find((d) => d["@type"] === "BreadcrumbList").itemListElement.map((e: { item: string }) => new URL(e.item).pathname);
    expect(crumbs).toEqual(["/", "/states", `/states/${state}`, path]);
  }
});

test("a city's listing is nearest its centre first, each card with its distance, the city's own and the others", async ({ request }) => {
  const paths = (await sitemapPaths(request)).filter((p) => CITY_PATH.test(p));
  let checked = 0;
  for (const path of paths) {
    const r = await html(request, path);
    const city = /in (.+), [A-Z]{2}$/.exec(r.h1)![1]!;
    if (!r.text.includes(` mi from ${city}`)) continue;
    // Lines under the names: "City, ST · 1.2 mi from the city centre" or "Other, ST · 12.3 mi from City", rising.
    const lines = [...r.text.matchAll(new RegExp(`[A-Za-z .'-]+, [A-Z]{2} · (\\d+\\.\\d) mi from (the city centre|${city})`, "g"))];
    const miles = lines.map((m) => Number(m[1]));
    expect(miles.length).toBe(cardLinks(r.body).length);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    for (const m of lines.filter((l) => l[2] === city)) expect(Number(m[1])).toBeLessThanOrEqual(25);
    expect(lines.some((l) => l[2] === "the city centre")).toBe(true);
    if (++checked >= 5) break;
  }
  expect(checked).toBeGreaterThan(0);
});

test("a state page links each city to its page; a city without programs is a 404", async ({ request }) => {
  const paths = await sitemapPaths(request);
  const state = await html(request, "/states/texas");
  const links = [...state.body.matchAll(/href="(\/states\/texas\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(paths).toContain(link);
  const list = state.jsonLd.find((d) => d["@type"] === "ItemList");
  expect(list.itemListElement.map((e: { url: string }) => new URL(e.url).pathname)).toEqual(cardLinks(state.body));
  for (const path of ["/states/texas/atlantis", "/states/atlantis/austin", "/states/wyoming/no-such-town"]) {
    const res = await request.get(path);
    expect([path, res.status()]).toEqual([path, 404]);
  }
});

test("every page type has og:image and twitter:image with alt text, and the images answer", async ({ request }) => {
  const paths = await sitemapPaths(request);
  const pages = [
    "/",
    GUIDES.detox.path,
    POLICIES.privacy.path,
    "/contact",
    "/blood-lead-levels",
    "/about/listings",
    "/states/texas",
    paths.find((p) => CITY_PATH.test(p))!,
    paths.find((p) => p.startsWith("/program/"))!,
  ];
  for (const path of pages) {
    const r = await html(request, path);
    for (const key of ["og:image", "og:image:alt", "twitter:image", "twitter:image:alt"]) expect([path, key, r.meta(key).length > 10]).toEqual([path, key, true]);
    expect([path, r.meta("twitter:card")]).toEqual([path, "summary_large_image"]);
    const image = await request.get(new URL(r.meta("og:image")).pathname + new URL(r.meta("og:image")).search);
    expect([path, image.status(), image.headers()["content-type"]]).toEqual([path, 200, "image/png"]);
  }
});
