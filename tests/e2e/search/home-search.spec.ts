import { expect, test } from "@playwright/test";
import { api, cardNames, cards, choose, chosen, expectCount, skipConsent } from "../support/home-helpers";

test.beforeEach(async ({ context }) => skipConsent(context));

test("the server HTML of /?state=CA holds the whole first page of cards (no JavaScript)", async ({ request }) => {
  const { items, total } = await api(request, "/api/programs?state=CA&sortBy=rating&pageSize=10");
  expect(items.length).toBe(Math.min(10, total));
  const res = await request.get("/?state=CA");
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Cards outside any hidden streaming boundary: the markup itself, before scripts.
  const body = html.slice(0, html.indexOf("self.__next_f") > 0 ? html.indexOf("self.__next_f") : undefined);
  expect(body.match(/data-testid="program-card"/g)?.length).toBe(items.length);
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  for (const p of items) {
    expect(body.includes(`href="/program/${p.id}"`), p.id).toBe(true);
    expect(body.includes(escape(p.name)), p.name).toBe(true);
  }
  expect(body.replace(/<!-- -->/g, "")).toContain("Top rated programs in California");
  expect(body.includes('hidden id="S:'), "no card waits in a hidden streaming boundary").toBe(false);
});

test("the page's payload carries each result once: the map's pins are the cards' own objects (issue 52)", async ({ request }) => {
  const { items } = await api(request, "/api/programs?state=CA&sortBy=rating&pageSize=10");
  expect(items.length).toBeGreaterThan(1);
  const html = await (await request.get("/?state=CA")).text();
  const payload = html.slice(html.indexOf("self.__next_f"));
  for (const p of items) {
    // The card's fields and the pin's (address, coordinates) sit in one object: the id once as a value of "id".
    expect(payload.split(`\\"id\\":\\"${p.id}\\"`).length - 1, p.id).toBe(1);
  }
  expect(payload).toMatch(/\\"latitude\\":/);
});

test("an empty search shows the Search Error toast and stays put", async ({ page }) => {
  await page.goto("/?state=NY");
  await page.getByLabel("City, state, or zip code").fill("   ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Search Error")).toBeVisible();
  await expect(page.getByText("Please enter a city, state, or zip code to search.")).toBeVisible();
  await expect(page).toHaveURL(/\/\?state=NY$/);
});

test("a text search (Enter) raises no toast, updates the URL and the results; the count line is a polite live region", async ({ page, request }) => {
  const { items: top } = await api(request, "/api/programs?pageSize=1");
  const city = top[0]!.city;
  const expected = await api(request, `/api/programs/search?q=${encodeURIComponent(city)}&pageSize=10`);
  await page.goto("/");
  const box = page.getByPlaceholder("Enter city, state, or zip code");
  await box.fill(city);
  await box.press("Enter");
  await expect(page).toHaveURL(`/?q=${encodeURIComponent(city).replace(/%20/g, "+")}`);
  await expect(page.getByText(`Results for "${city}"`)).toBeVisible();
  await expectCount(page, expected.total);
  // Decisions.md "The right provider first": the count line is the feedback, not a toast.
  await expect(page.getByTestId("results-summary")).toHaveAttribute("aria-live", "polite");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  expect(await cardNames(page)).toEqual(expected.items.map((p) => p.name));
  // The search survives a reload (server-rendered from the URL).
  await page.reload();
  await expect(page.getByPlaceholder("Enter city, state, or zip code")).toHaveValue(city);
  expect(await cardNames(page)).toEqual(expected.items.map((p) => p.name));
});

test("a ZIP search shows distances, and the distance sort orders them nearest first", async ({ page, request }) => {
  const { items: top } = await api(request, "/api/programs?state=TX&pageSize=1");
  const zip = top[0]!.zipCode;
  const byDistance = await api(request, `/api/programs/search?q=${zip}&sortBy=distance&pageSize=10`);
  expect(byDistance.total).toBeGreaterThan(0);
  await page.goto("/");
  await page.getByPlaceholder("Enter city, state, or zip code").fill(zip);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/?q=${zip}`);
  await expect(cards(page).first().getByTestId("distance")).toHaveText(/^\d+\.\d miles away$/);
  await expect(page.getByText(/within 50 miles of/)).toBeVisible();

  await choose(page, "Sort by", "Distance");
  await expect(page).toHaveURL(`/?q=${zip}&sort=distance`);
  await expect(cards(page).first()).toContainText(byDistance.items[0]!.name);
  const miles = (await cards(page).getByTestId("distance").allInnerTexts()).map((t) => parseFloat(t));
  expect(miles.length).toBe(byDistance.items.length);
  expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  expect(miles[0]).toBe(byDistance.items[0]!.distanceMiles);
});

test("the state filter narrows the list and All States clears it", async ({ page, request }) => {
  const ca = await api(request, "/api/programs?state=CA&pageSize=10");
  const all = await api(request, "/api/programs?pageSize=10");
  await page.goto("/");
  await choose(page, "Location", "California");
  await expect(page).toHaveURL("/?state=CA");
  await expectCount(page, ca.total);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain(", CA");
  await choose(page, "Location", "All States");
  await expect(page).toHaveURL("/");
  await expectCount(page, all.total);
});

test("program type checkboxes tick and untick", async ({ page, request }) => {
  const one = await api(request, "/api/programs?programTypes=Natural%20Detox&pageSize=10");
  const two = await api(request, "/api/programs?programTypes=Natural%20Detox&programTypes=IV%20Wellness&pageSize=10");
  const all = await api(request, "/api/programs?pageSize=10");
  await page.goto("/");
  const panel = page.getByTestId("filter-panel");
  await panel.getByRole("checkbox", { name: "Natural Detox" }).click();
  await expect(page).toHaveURL("/?types=Natural+Detox");
  await expectCount(page, one.total);
  for (const card of await cards(page).all()) await expect(card.getByText("Natural Detox", { exact: true })).toBeVisible();
  await panel.getByRole("checkbox", { name: "IV Wellness" }).click();
  await expect(page).toHaveURL("/?types=IV+Wellness&types=Natural+Detox");
  await expectCount(page, two.total);
  await expect(panel.getByRole("checkbox", { name: "Natural Detox" })).toBeChecked();
  await panel.getByRole("checkbox", { name: "Natural Detox" }).click();
  await expect(page).toHaveURL("/?types=IV+Wellness");
  await panel.getByRole("checkbox", { name: "IV Wellness" }).click();
  await expect(page).toHaveURL("/");
  await expectCount(page, all.total);
  await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
});

for (const [key, label] of [
  ["price-low", "Lowest price"],
  ["price-high", "Highest price"],
  ["recent", "Newest"],
  ["rating", "Top rated"],
] as const) {
  test(`sort by ${key} orders the cards as the API does`, async ({ page, request }) => {
    const expected = await api(request, `/api/programs?state=NY&sortBy=${key}&pageSize=10`);
    // Start from another sort so that every key is an actual change.
    await page.goto(key === "rating" ? "/?state=NY&sort=recent" : "/?state=NY");
    await choose(page, "Sort by", label);
    // No sort chosen is "Best match" (the order that answers the query), so Top rated is a choice too.
    await expect(page).toHaveURL(`/?state=NY&sort=${key}`);
    await expect.poll(() => cardNames(page)).toEqual(expected.items.map((p) => p.name));
  });
}

test("distance sort is offered only when the search names a place", async ({ page }) => {
  await page.goto("/");
  const distance = page.getByRole("combobox", { name: "Sort by" }).getByRole("option", { name: /Distance/ });
  await expect(distance).toBeDisabled();
  await expect(distance).toHaveText("Distance (search a ZIP or city)");
});

test("pagination goes forward and back, with the page in the URL", async ({ page, request }) => {
  const p2 = await api(request, "/api/programs?page=2&pageSize=10");
  const p3 = await api(request, "/api/programs?page=3&pageSize=10");
  const p1 = await api(request, "/api/programs?page=1&pageSize=10");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Result pages" });
  await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Go to previous page" })).toHaveAttribute("aria-disabled", "true");
  await nav.getByRole("link", { name: "Go to next page" }).click();
  await expect(page).toHaveURL("/?page=2");
  await expect.poll(() => cardNames(page)).toEqual(p2.items.map((p) => p.name));
  await nav.getByRole("link", { name: "Page 3", exact: true }).click();
  await expect(page).toHaveURL("/?page=3");
  await expect.poll(() => cardNames(page)).toEqual(p3.items.map((p) => p.name));
  await nav.getByRole("link", { name: "Go to previous page" }).click();
  await expect(page).toHaveURL("/?page=2");
  await page.goBack();
  await expect(page).toHaveURL("/?page=3");
  await nav.getByRole("link", { name: "Page 1", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect.poll(() => cardNames(page)).toEqual(p1.items.map((p) => p.name));
  // A page past the end goes to the last page.
  const last = Math.ceil(p1.total / 10);
  await page.goto("/?page=999");
  await expect(page).toHaveURL(`/?page=${last}`);
});

test("a reload keeps the whole search state", async ({ page, request }) => {
  const expected = await api(request, "/api/programs?state=TX&programTypes=Functional%20Medicine&sortBy=price-low&page=1&pageSize=10");
  const url = "/?state=TX&types=Functional+Medicine&sort=price-low";
  await page.goto(url);
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(chosen(page, "Location")).toHaveText("Texas");
  await expect(chosen(page, "Sort by")).toHaveText("Lowest price");
  await expect(page.getByTestId("filter-panel").getByRole("checkbox", { name: "Functional Medicine" })).toBeChecked();
  await expectCount(page, expected.total);
  expect(await cardNames(page)).toEqual(expected.items.map((p) => p.name));
});

test("pagination is shown only above 10 results", async ({ page, request }) => {
  const { items } = await api(request, "/api/programs?pageSize=1");
  await page.goto(`/?q=${encodeURIComponent(items[0]!.name)}`);
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole("navigation", { name: "Result pages" })).toHaveCount(0);
});
