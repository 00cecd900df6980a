import { expect, test } from "@playwright/test";
import { cards, skipConsent } from "../support/home-helpers";

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context }) => {
  await skipConsent(context);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test("at 375 px the search box and the first card's Call Now are visible without scrolling", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByPlaceholder("Enter city, state, or zip code")).toBeInViewport();
  const first = cards(page).first();
  await expect(first.getByRole("link", { name: /^View Details/ })).toBeInViewport();
  await expect(first.getByRole("link", { name: /^Call Now/ }).or(first.getByRole("button", { name: /^Call Now/ }))).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("at 375 px the filters open in a sheet and apply from there", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Filter Results" })).toBeHidden();
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet.getByRole("heading", { name: "Filter Results" })).toBeVisible();
  await sheet.getByRole("checkbox", { name: "Functional Medicine" }).click();
  await expect(page).toHaveURL("/?types=Functional+Medicine");
  await expect(sheet.getByRole("checkbox", { name: "Functional Medicine" })).toBeChecked();
  await sheet.getByRole("button", { name: /^Show \d[\d,]*\+? programs?$/ }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Filters (1 active)" })).toBeVisible();
  for (const card of await cards(page).all()) await expect(card.getByText("Functional Medicine", { exact: true })).toBeVisible();
});

test("at 375 px the map starts hidden and can be shown", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("program-map")).toHaveCount(0);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.getByTestId("program-map")).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide map" })).toHaveAttribute("aria-expanded", "true");
});
