import { expect, test } from "@playwright/test";
import { api, cardNames, skipConsent, expectCount } from "../support/home-helpers";

// Specialties from the NPI taxonomy (decisions.md "Care, not just listings"): the home filter panel, a state
// page and a program page, against the demo data's programs with medical toxicology registered.
const SHOTS = "test-results/specialty";

test.beforeEach(async ({ context }) => skipConsent(context));

test("the filter panel's Medical toxicology: the URL, the count and the cards are the API's, each card says so", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto("/");
  const panel = page.getByTestId("filter-panel");
  await panel.getByRole("checkbox", { name: "Medical toxicology" }).click();
  await expect(page).toHaveURL(/[?&]specialty=medical-toxicology/);
  const expected = await api(request, "/api/programs?specialty=medical-toxicology&pageSize=10");
  expect(expected.total).toBeGreaterThan(0);
  await expectCount(page, expected.total);
  expect(await cardNames(page)).toEqual(expected.items.map((p) => p.name));
  const cards = page.getByTestId("program-card");
  for (let i = 0; i < (await cards.count()); i++) await expect(cards.nth(i).getByTestId("card-specialty")).toContainText("Medical toxicology");
  await expect(cards.first().getByTestId("card-specialty")).toContainText("(as registered with NPI)");
  await page.screenshot({ path: `${SHOTS}/home-1280.png` });

  // The program page says it too.
  await cards.first().getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByTestId("program-specialty")).toContainText("Medical toxicology");
  await expect(page.getByTestId("program-specialty")).toContainText("(as registered with NPI)");
  await page.screenshot({ path: `${SHOTS}/program-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/program-390.png` });
});

test("a state page's specialty links filter its programs as the API does, and keep the filter across pages", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const all = await api(request, "/api/programs?state=CA&pageSize=1");
  const pediatric = await api(request, "/api/programs?state=CA&specialty=pediatrics&pageSize=20");
  expect(all.total).toBeGreaterThan(pediatric.total);
  await page.goto("/states/california");
  const nav = page.getByRole("navigation", { name: "Specialty" });
  await nav.getByRole("link", { name: "Pediatrics" }).click();
  await expect(page).toHaveURL(/\/states\/california\?specialty=pediatrics$/);
  await expect(nav.getByRole("link", { name: "Pediatrics" })).toHaveAttribute("aria-current", "page");
  const count = page.getByTestId("state-specialty-count");
  await expect(count).toHaveText(`${pediatric.total} ${pediatric.total === 1 ? "program" : "programs"} registered with NPI in pediatrics.`);
  const names = await page.locator("#programs ~ ul > li a[href^='/program/']").allTextContents();
  expect(names).toEqual(pediatric.items.map((p) => p.name));
  await page.screenshot({ path: `${SHOTS}/state-390.png`, fullPage: true });
  // An unknown value is dropped: the whole state.
  await page.goto("/states/california?specialty=toxicology");
  await expect(page.getByTestId("state-specialty-count")).toHaveCount(0);
});
