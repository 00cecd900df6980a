import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { html } from "../support/page-html";
import { api, cards, skipConsent } from "../support/home-helpers";

// Places as pages (issue 49, item 6): /states lists every state with its count, the footer reaches it, a state
// page links its cities, and a city page says both counts and links to the wider home search that shows its
// programs first. At 1280x800 and 390x844, with axe (WCAG 2.1 A and AA) on /states and a city page.
const SHOTS = "test-results/places";
const CITY_PATH = /^\/states\/[a-z-]+\/[a-z0-9-]+$/;
const COUNTS = /^(\d+) programs? in (.+), and (?:(over )?(\d+) more|no other) within 25 miles$/;
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The program paths of a city or state page's listing, in order. */
const placeCards = (page: Page) => page.getByTestId("place-listings").locator("a.place-card-name").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

/**
 * A city of the demo data with programs of its own and others, all within 25 miles, the first in the sitemap:
 * its path and its heading's counts.
 */
async function cityWithNeighbours(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => CITY_PATH.test(p));
  for (const path of paths) {
    const r = await html(request, path);
    const heading = /data-testid="city-counts"[^>]*>([^<]*)</.exec(r.body)?.[1];
    const m = heading ? COUNTS.exec(heading) : null;
    // Every card within 25 miles: a program of the city farther out may come later in the search (cities.ts).
    const miles = [...r.text.matchAll(/· (\d+\.\d) mi from/g)].map((d) => Number(d[1]));
    if (m && m[4] && !m[3] && miles.every((d) => d <= 25)) return { path, own: Number(m[1]), more: Number(m[4]), heading: heading! };
  }
  throw new Error("no city with programs nearby in the demo data");
}

test.beforeEach(async ({ context }) => skipConsent(context));

for (const [label, viewport] of [
  ["1280", { width: 1280, height: 800 }],
  ["390", { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("/states lists the 51 states, their counts add up to the directory's total, and each link opens its state", async ({ page, request }) => {
      await page.goto("/states");
      await expect(page).toHaveTitle("Heavy Metal Detox Providers by State | Heavy Metal Detox Directory");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heavy Metal Detox Providers by State");
      const links = page.getByTestId("states-list").getByRole("link");
      await expect(links).toHaveCount(51);
      const states = await links.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href")!, count: Number(a.getAttribute("data-count")), text: a.textContent ?? "" })));
      const { total } = await api(request, "/api/programs?pageSize=1");
      expect(total).toBeGreaterThan(100);
      expect(states.reduce((a, s) => a + s.count, 0)).toBe(total);
      for (const s of states) expect(s.text).toMatch(s.count > 0 ? new RegExp(`${s.count} programs?$`) : /No programs yet$/);
      // Each state's count is what its own state page says it lists.
      for (const s of states) {
        const r = await html(request, s.href);
        expect([s.href, r.status]).toEqual([s.href, 200]);
        if (s.count > 0) expect(r.text).toContain(`The directory lists ${s.count} program${s.count === 1 ? "" : "s"} in`);
      }
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/states-${label}.png`, fullPage: true });

      // A link opens its state page, whose breadcrumb leads back.
      await links.filter({ hasText: "Ohio" }).click();
      await expect(page).toHaveURL(/\/states\/ohio$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heavy Metal Detox Providers in Ohio");
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "States" }).click();
      await expect(page).toHaveURL(/\/states$/);
    });

    test("the footer's Browse by State reaches /states", async ({ page }) => {
      await page.goto("/about/listings");
      await page.getByRole("contentinfo").getByRole("link", { name: "Browse by State" }).click();
      await expect(page).toHaveURL(/\/states$/);
      await expect(page.getByTestId("states-list").getByRole("link")).toHaveCount(51);
    });

    test("a city page says both counts and its wider search shows its programs first, in its order", async ({ page, request }) => {
      const city = await cityWithNeighbours(request);
      await page.goto(city.path);
      await expect(page.getByTestId("city-counts")).toHaveText(city.heading);
      const listed = await placeCards(page);
      expect(listed.length).toBe(Math.min(20, city.own + city.more));
      // The state page links this city.
      const state = city.path.split("/").slice(0, 3).join("/");
      expect((await html(request, state)).body).toContain(`href="${city.path}"`);
      await axe(page);
      await page.screenshot({ path: `${SHOTS}/city-${label}.png`, fullPage: true });

      const wider = page.getByTestId("city-wider-search");
      await expect(wider).toHaveText(/^See all programs within 100 miles of .+, [A-Z]{2}$/);
      await wider.click();
      await expect(page).toHaveURL(/\/\?q=[^&]+%2C(\+|%20)[A-Z]{2}&radius=100$/);
      await expect(cards(page).first()).toBeVisible();
      const shown = await cards(page).locator("h3 a").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const n = Math.min(shown.length, listed.length);
      expect(n).toBeGreaterThan(1);
      expect(shown.slice(0, n)).toEqual(listed.slice(0, n));
    });
  });
}

test("a state page links every city of the sitemap in it, and each link opens that city", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const cities = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.startsWith("/states/california/"));
  expect(cities.length).toBeGreaterThan(5);
  const state = await html(request, "/states/california");
  const linked = [...state.body.matchAll(/<ul[^>]*data-testid="state-cities"[^>]*>([\s\S]*?)<\/ul>/g)].flatMap((m) => [...m[1]!.matchAll(/href="([^"]+)"/g)].map((h) => h[1]!));
  expect([...linked].sort()).toEqual([...cities].sort());
  for (const path of linked) expect((await request.get(path)).status()).toBe(200);
});

test("every city page's programs within 25 miles are the first results of the search it links to, in order", async ({ request }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => CITY_PATH.test(p));
  expect(paths.length).toBeGreaterThan(100);
  let compared = 0;
  for (const path of paths) {
    const r = await html(request, path);
    const wider = /href="(\/\?q=[^"]+)"[^>]*data-testid="city-wider-search"/.exec(r.body)?.[1]?.replace(/&amp;/g, "&");
    expect([path, wider]).toEqual([path, expect.stringMatching(/&radius=100$/)]);
    const list = /<ul[^>]*data-testid="place-listings"[^>]*>([\s\S]*?)<\/ul>/.exec(r.body)![1]!;
    const cards = [...list.matchAll(/href="(\/program\/[0-9a-f-]{36})"[\s\S]*?· (\d+\.\d) mi from/g)].map((m) => ({ path: m[1]!, miles: Number(m[2]) }));
    expect(cards.length).toBe(list.match(/class="place-card-name"/g)!.length);
    const within = cards.filter((c) => c.miles <= 25).map((c) => c.path);
    if (within.length > 0) compared += 1;
    const { items } = await api(request, `/api/programs/search${wider!.slice(1)}&pageSize=20`);
    expect([path, items.slice(0, within.length).map((p) => `/program/${p.id}`)]).toEqual([path, within]);
  }
  // A city whose programs are all farther than 25 miles from its ZIP centre (stray geocodes) compares nothing.
  expect(compared).toBeGreaterThan(paths.length * 0.8);
});
