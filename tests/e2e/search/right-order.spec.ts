import { expect, test } from "@playwright/test";
import { api, cardNames, cards, chosen, skipConsent, expectCount } from "../support/home-helpers";

// Issue 30, items 2, 3 and 9 on the page (decisions.md "The right provider first"): with no sort chosen a
// ZIP lists the nearest first and the sort control says so; a typed name is the first card; Top rated is
// the API's review-count-aware order; "Open now" is a filter with its help text and chip.
test.beforeEach(async ({ context }) => skipConsent(context));

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test("a ZIP search lists the nearest first, and the sort control shows Distance", async ({ page, request }) => {
      const { items } = await api(request, "/api/programs?state=NY&pageSize=1");
      await page.goto(`/?q=${items[0]!.zipCode}`);
      await expect(chosen(page, "Sort by")).toHaveText("Distance");
      const miles = (await cards(page).getByTestId("distance").allInnerTexts()).map((t) => Number.parseFloat(t));
      expect(miles.length).toBeGreaterThan(1);
      for (let i = 1; i < miles.length; i++) expect(miles[i]!).toBeGreaterThanOrEqual(miles[i - 1]!);
    });

    test("a typed name puts that program first, even with no reviews", async ({ page, request }) => {
      const { items } = await api(request, "/api/programs?sortBy=recent&pageSize=100");
      const unreviewed = (items as unknown as { name: string; reviewCount: number }[]).find((p) => p.reviewCount === 0) ?? items[0]!;
      await page.goto(`/?q=${encodeURIComponent(unreviewed.name)}`);
      await expect(chosen(page, "Sort by")).toHaveText("Best match");
      expect((await cardNames(page))[0]).toBe(unreviewed.name);
    });
  });
}

test("Top rated on the page is the API's review-count-aware order", async ({ page, request }) => {
  const { items } = await api(request, "/api/programs?sortBy=rating&pageSize=10");
  await page.goto("/?sort=rating");
  await expect(chosen(page, "Sort by")).toHaveText("Top rated");
  expect(await cardNames(page)).toEqual(items.map((p) => p.name));
});

test("Open now is a filter with its help text, in the URL and as a chip", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByText("programs without hours are left out").first()).toBeVisible();
  await page.getByRole("checkbox", { name: "Open now" }).first().click();
  await expect(page).toHaveURL(/open=now/);
  await expect(page.getByTestId("filter-chips").getByRole("link", { name: "Remove filter: Open now" })).toBeVisible();
  const { total } = await api(request, "/api/programs?open=now&pageSize=1");
  await expectCount(page, total);
});
