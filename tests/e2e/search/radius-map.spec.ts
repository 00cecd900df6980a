import { expect, test } from "@playwright/test";
import { api, cards, chosen, skipConsent, expectCount } from "../support/home-helpers";

// Issue 30, items 4 and 7 (decisions.md "The right provider first"): the radius control (10, 25, 50, 100 miles)
// kept in the URL and said in the heading; the map plots every result of the search (up to 500), not only the
// page's, and the page's own programs are its pins.
test.beforeEach(async ({ context }) => {
  await skipConsent(context);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

/** A ZIP of the demo data (New York), so a place search finds programs nearby. */
async function demoZip(request: Parameters<typeof api>[0]) {
  const { items } = await api(request, "/api/programs?state=NY&pageSize=1");
  return items[0]!.zipCode;
}

const miles = async (page: import("@playwright/test").Page) => (await cards(page).getByTestId("distance").allInnerTexts()).map((t) => Number.parseFloat(t));
const mapOf = (page: import("@playwright/test").Page) => page.getByTestId("program-map");

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test("the radius is in the URL, every card is inside it, and the heading says it", async ({ page, request }) => {
      const zip = await demoZip(request);
      const { total } = await api(request, `/api/programs/search?q=${zip}&radius=25&pageSize=1`);
      await page.goto(`/?q=${zip}&radius=25`);
      await expect(page.getByTestId("results-summary")).toContainText(/within 25 miles of .*\d{5}/);
      await expectCount(page, total);
      await expect(chosen(page, /^Distance from/)).toHaveText("Within 25 miles");
      const shown = await miles(page);
      expect(shown.length).toBeGreaterThan(0);
      for (const d of shown) expect(d).toBeLessThanOrEqual(25);

      // A narrower radius through the control: the URL, the heading and the cards follow.
      await page.getByRole("combobox", { name: /^Distance from/ }).selectOption("10");
      await expect(page).toHaveURL(new RegExp(`[?&]radius=10(&|$)`));
      await expect(page.getByTestId("results-summary")).toContainText("within 10 miles of");
      const { total: within10 } = await api(request, `/api/programs/search?q=${zip}&radius=10&pageSize=1`);
      await expectCount(page, within10);
      for (const d of await miles(page)) expect(d).toBeLessThanOrEqual(10);
    });

    test("the map plots every result of the search, up to 500, and the page's programs as pins", async ({ page, request }) => {
      const zip = await demoZip(request);
      const { total } = await api(request, `/api/programs/search?q=${zip}&radius=100&pageSize=1`);
      expect(total, "the search must have more results than one page").toBeGreaterThan(10);
      await page.goto(`/?q=${zip}&radius=100`);
      if (size.width < 1024) await page.getByRole("button", { name: "Show map" }).click();
      await expect(mapOf(page)).toHaveAttribute("data-all-results", "true");
      await expect(mapOf(page)).toHaveAttribute("data-markers", String(Math.min(total, 500)));
      await expect(mapOf(page)).toHaveAttribute("data-page-markers", "10");
      await expect(page.locator(".map-pin-page")).toHaveCount(10);

      // Every program of the directory, with no search: the whole list up to the cap.
      const { total: all } = await api(request, "/api/programs?pageSize=1");
      await page.goto("/");
      if (size.width < 1024) await page.getByRole("button", { name: "Show map" }).click();
      await expect(mapOf(page)).toHaveAttribute("data-all-results", "true");
      await expect(mapOf(page)).toHaveAttribute("data-markers", String(Math.min(all, 500)));
    });
  });
}

test("a card under the pointer lights up its pin", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?state=CA");
  await expect(mapOf(page)).toHaveAttribute("data-all-results", "true");
  const card = cards(page).nth(1);
  const id = await card.getAttribute("data-program-id");
  await expect(async () => {
    await page.mouse.move(0, 0);
    await card.hover();
    await expect(mapOf(page)).toHaveAttribute("data-highlighted-marker", id!, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator(".map-pin-active")).toHaveCount(1);
});

test("a radius that is not 10, 25, 50 or 100 falls back to 50, never an error", async ({ page, request }) => {
  const zip = await demoZip(request);
  for (const bad of ["abc", "37", "-10", "1e9", "0", "%00", "25%20OR%201=1"]) {
    const res = await page.goto(`/?q=${zip}&radius=${bad}`);
    expect(res!.status(), bad).toBe(200);
    await expect(page.getByTestId("results-summary")).toContainText("within 50 miles of");
    await expect(chosen(page, /^Distance from/)).toHaveText("Within 50 miles");
  }
});

test("the empty state widens the radius to the next step that finds programs, with its count", async ({ page, request }) => {
  // Tappan, NY: the nearest demo programs are 13 to 25 miles away (checked here through the API).
  const empty = await api(request, "/api/programs/search?q=10983&radius=10&pageSize=1");
  const wider = await api(request, "/api/programs/search?q=10983&radius=25&pageSize=1");
  expect(empty.total).toBe(0);
  expect(wider.total).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?q=10983&radius=10");
  await expect(page.getByTestId("results-empty")).toContainText("No programs within 10 miles of");
  const link = page.getByTestId("empty-ways").getByRole("link", { name: /^Widen the search to 25 miles of/ });
  await expect(link).toHaveAttribute("href", "/?q=10983&radius=25");
  await expect(link).toHaveAttribute("data-count", `${wider.total} ${wider.total === 1 ? "program" : "programs"}`);
  await link.click();
  await expect(page).toHaveURL(/\?q=10983&radius=25$/);
  await expectCount(page, wider.total);
  await expect(page.getByTestId("results-summary")).toContainText("within 25 miles of");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the radius control is a GET form that keeps the rest of the search", async ({ page, request }) => {
    const zip = await demoZip(request);
    await page.goto(`/?q=${zip}&verified=true&sort=rating`);
    await expect(page.getByTestId("results-summary")).toContainText("within 50 miles of");
    await page.getByRole("combobox", { name: /^Distance from/ }).selectOption("100");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/radius=100/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: zip, verified: "true", sort: "rating", radius: "100" });
    await expect(page.getByTestId("results-summary")).toContainText("within 100 miles of");
  });
});
