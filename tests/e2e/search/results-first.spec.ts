import { expect, test, type Page } from "@playwright/test";
import { api, cards, skipConsent } from "../support/home-helpers";

// Issue 30, item 1 (decisions.md "The right provider first"): once a search or filter is set, the count
// line and the top of the first result start within the first screen, on a laptop and on a phone, and the
// map is never above the list on a laptop.
test.beforeEach(async ({ context }) => skipConsent(context));

const SIZES = [
  { name: "laptop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function expectResultsFirst(page: Page, height: number) {
  const count = await page.getByTestId("results-count").boundingBox();
  const first = await cards(page).first().boundingBox();
  expect(count, "count line").not.toBeNull();
  expect(first, "first card").not.toBeNull();
  expect(count!.y).toBeLessThan(height * 0.6);
  // The top of the first result, with its name, is on the first screen.
  expect(first!.y + 60).toBeLessThan(height);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("after a ZIP search the count and the first result are in the first screen", async ({ page, request }) => {
      const { items } = await api(request, "/api/programs?state=NY&pageSize=1");
      await page.goto(`/?q=${items[0]!.zipCode}`);
      await expectResultsFirst(page, size.height);
      if (size.name === "laptop") {
        // The map sits beside the list, not above it, and the guide teaser comes after the results.
        const map = await page.locator("#results-map").boundingBox();
        const list = await page.locator("#results").boundingBox();
        expect(map!.x).toBeGreaterThan(list!.x + list!.width - 1);
        const guide = await page.getByRole("heading", { name: "How to Choose a Heavy Metal Detox Program" }).boundingBox();
        expect(guide!.y).toBeGreaterThan(list!.y + list!.height - 1);
      }
    });

    test("after ticking a filter the count and the first result are in the first screen", async ({ page }) => {
      await page.goto("/");
      if (size.name === "laptop") {
        await page.getByRole("checkbox", { name: "Telehealth (video visits)" }).first().click();
        await expect(page).toHaveURL(/telehealth=true/);
      } else {
        await page.goto("/?telehealth=true");
      }
      await expect(page.getByTestId("results-count")).toBeVisible();
      await expectResultsFirst(page, size.height);
    });
  });
}
