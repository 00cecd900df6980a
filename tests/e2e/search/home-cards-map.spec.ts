import { expect, test } from "@playwright/test";
import { api, cards, skipConsent } from "../support/home-helpers";

test.beforeEach(async ({ context }) => {
  await skipConsent(context);
  // Map tiles come from the internet; these tests must not depend on it (and show the page copes).
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test("clicking a map marker scrolls to its card and highlights it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?state=CA");
  const map = page.getByTestId("program-map");
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute("data-markers", /^[1-9]\d*$/);
  // The page stays usable without tiles: markers are there and the map says the background is missing.
  await expect(page.getByTestId("map-tiles-failed")).toBeVisible();
  // A pin of this page's programs (the map also plots the search's other results, whose cards are on other pages).
  const marker = page.locator(".leaflet-marker-icon.map-pin-page[title]").last();
  const name = (await marker.getAttribute("title"))!;
  const card = cards(page).filter({ has: page.getByRole("link", { name, exact: true }) });
  // On a busy host the first click can land before the cards' island has hydrated: click again until it takes.
  await expect(async () => {
    await marker.click();
    await expect(card).toHaveAttribute("data-highlighted", "true", { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  // The popup shows the program's name, address and reviews.
  await expect(page.locator(".leaflet-popup-content")).toContainText(name);
  await expect(page.locator(".leaflet-popup-content")).toContainText("reviews");
});

test("the map can be hidden and shown", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("program-map")).toBeVisible();
  await page.getByRole("button", { name: "Hide map" }).click();
  await expect(page.getByTestId("program-map")).toHaveCount(0);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.getByTestId("program-map")).toBeVisible();
});

test("a card shows its details, and Call Now dials a usable phone with +1", async ({ page, request }) => {
  const { items } = await api(request, "/api/programs?state=CA&pageSize=10");
  const program = items.find((p) => /^\(\d{3}\) \d{3}-\d{4}$/.test(p.phone))!;
  await page.goto("/?state=CA");
  const card = page.locator(`[data-program-id="${program.id}"]`);
  await expect(card).toContainText(`${program.city}, ${program.state}`);
  await expect(card).toContainText(/\d\.\d \(\d+ reviews\)/);
  await expect(card.getByRole("img", { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
  await expect(card.getByRole("link", { name: /^View Details/ })).toHaveAttribute("href", `/program/${program.id}`);
  const call = card.getByRole("link", { name: /^Call Now/ });
  await expect(call).toHaveAttribute("href", `tel:+1${program.phone.replace(/\D/g, "")}`);
});

test("Call Now without a usable phone shows the Phone Number toast", async ({ page, request }) => {
  let target: { id: string; name: string } | undefined;
  for (let n = 1; n <= 3 && !target; n++) {
    const { items } = await api(request, `/api/programs?pageSize=100&page=${n}`);
    target = items.find((p) => p.phone.trim() === "" || p.phone.trim().toLowerCase() === "n/a");
  }
  expect(target, "the demo data has programs without a usable phone").toBeTruthy();
  await page.goto(`/?q=${encodeURIComponent(target!.name)}`);
  const card = page.locator(`[data-program-id="${target!.id}"]`);
  await expect(card.getByRole("link", { name: /^Call Now/ })).toHaveCount(0);
  await card.getByRole("button", { name: /^Call Now/ }).click();
  await expect(page.getByText("Phone Number", { exact: true })).toBeVisible();
  await expect(page.getByText("Phone number not available for this program.")).toBeVisible();
});

test("a card without an image shows an initials placeholder, never a broken image", async ({ page }) => {
  await page.goto("/");
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="program-card"] img')].filter((i) => i.complete && i.naturalWidth === 0).length,
  );
  expect(broken).toBe(0);
});

test("the guide section and the Add Your Business banner link onwards", async ({ page }) => {
  await page.goto("/");
  const guide = page.getByRole("region", { name: "How to Choose a Heavy Metal Detox Program" });
  for (const title of ["Step 1: Assess Your Situation", "Step 2: Provider Qualifications", "Red Flags to Avoid", "Essential Questions"]) {
    await expect(guide.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(guide.getByText(/educational only/)).toBeVisible();
  await expect(guide.getByRole("link", { name: "Read the Complete Guide" })).toHaveAttribute("href", "/choosing-guide");
  await expect(page.getByRole("link", { name: "Add Your Business" }).last()).toHaveAttribute("href", "/add-business");
  // No ad client is configured in the e2e server: no empty "Advertisement" box.
  await expect(page.getByRole("complementary", { name: "Advertisement", exact: true })).toHaveCount(0);
});
