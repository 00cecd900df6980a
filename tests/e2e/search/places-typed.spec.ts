import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { api, cards, skipConsent } from "../support/home-helpers";

// Issue 49 (decisions.md "Where the person is"): places as people type them, suggestions as they type, honest
// headings, and a skip link to the results, on a laptop and a phone.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).exclude(".leaflet-container").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const [label, viewport] of [
  ["1280x800", { width: 1280, height: 800 }],
  ["390x844", { width: 390, height: 844 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => {
      await skipConsent(context);
      await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    });

    test("typing clev suggests Cleveland, OH; picking it with the keyboard searches it", async ({ page }) => {
      await page.goto("/");
      const box = page.getByRole("combobox", { name: "City, state, or zip code" });
      await box.click();
      await box.pressSequentially("clev", { delay: 30 });
      const list = page.getByRole("listbox", { name: "Suggestions" });
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(list.getByRole("option").first()).toContainText("Cleveland, OH");
      // Announced: the count of suggestions in a polite live region.
      await expect(page.getByText(/^\d+ suggestions?\. Use the up and down arrows/)).toBeAttached();
      expect(await axe(page)).toEqual([]);
      await box.press("ArrowDown");
      await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await list.getByRole("option").first().getAttribute("id"))!);
      await box.press("Enter");
      await expect(page).toHaveURL("/?q=Cleveland%2C+OH");
      await expect(page.getByRole("heading", { level: 2, name: /^\d+ programs? within 50 miles of Cleveland, OH$/ })).toBeVisible();
      await expect(list).toBeHidden();
    });

    test("Escape closes the suggestions and leaves the text", async ({ page }) => {
      await page.goto("/");
      const box = page.getByRole("combobox", { name: "City, state, or zip code" });
      await box.click();
      await box.pressSequentially("colum", { delay: 30 });
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
      await box.press("Escape");
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).toHaveValue("colum");
      await expect(page).toHaveURL("/");
    });

    test("cleveland oh is the same search as Cleveland, OH, with distances", async ({ page, request }) => {
      const reference = await api(request, "/api/programs/search?q=Cleveland%2C%20OH&pageSize=10");
      await page.goto("/?q=cleveland%20oh");
      await expect(page.getByRole("heading", { level: 2, name: `${reference.total} ${reference.total === 1 ? "program" : "programs"} within 50 miles of Cleveland, OH` })).toBeVisible();
      await expect(page.getByTestId("results-summary")).toContainText('Results for "cleveland oh"');
      await expect(cards(page).first().getByTestId("distance")).toBeVisible();
      await expect(cards(page).first().locator("h3 a")).toHaveText(reference.items[0]!.name);
      expect(await axe(page)).toEqual([]);
      // And with the suggestion list open over the results.
      const box = page.getByRole("combobox", { name: "City, state, or zip code" });
      await box.fill("");
      await box.pressSequentially("columb", { delay: 30 });
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test("a misspelt city is corrected, and the heading says so", async ({ page }) => {
      await page.goto("/?q=clevland%20oh");
      await expect(page.getByTestId("place-corrected")).toHaveText("Showing results for Cleveland, OH");
    });

    test("Columbus alone searches a Columbus and links the others", async ({ page }) => {
      await page.goto("/?q=Columbus");
      await expect(page.getByRole("heading", { level: 2, name: /within 50 miles of Columbus, OH$/ })).toBeVisible();
      const others = page.getByTestId("other-places");
      await expect(others).toContainText("Also:");
      await others.getByRole("link", { name: "Columbus, GA" }).click();
      await expect(page).toHaveURL("/?q=Columbus%2C+GA");
      await expect(page.getByRole("heading", { level: 2, name: /within 50 miles of Columbus, GA$/ })).toBeVisible();
    });

    test("the home page without a place never says in your area", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 2, name: "Top rated programs across the US" })).toBeVisible();
      await expect(page.getByTestId("enter-place")).toHaveText("Enter your ZIP code or city");
      await expect(page.getByText(/in your area/i)).toHaveCount(0);
      await page.goto("/?state=OH");
      await expect(page.getByRole("heading", { level: 2, name: "Top rated programs in Ohio" })).toBeVisible();
      await expect(page.getByText(/in your area/i)).toHaveCount(0);
      await expect(page.getByTestId("browse-states")).toHaveAttribute("href", "/states");
    });

    test("Skip to results is the first stop after the search box and takes focus to the first card", async ({ page }) => {
      await page.goto("/?q=Cleveland%2C%20OH");
      const box = page.getByRole("combobox", { name: "City, state, or zip code" });
      await box.focus();
      await page.keyboard.press("Tab"); // the Search button
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to results" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      const firstCardLink = cards(page).first().locator("h3 a");
      await expect(firstCardLink).toBeFocused();
    });
  });
}

test("without JavaScript the box is a plain search field that searches", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "City, state, or zip code" });
  await expect(box).toBeVisible();
  await box.fill("columbus oh");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/?q=columbus+oh");
  await expect(page.getByRole("heading", { level: 2, name: /within 50 miles of Columbus, OH$/ })).toBeVisible();
  await context.close();
});
