import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { cards, skipConsent } from "../support/home-helpers";
import { allPrograms, findProgram } from "../support/program-fixtures";

// Issue 49: the search follows the person (item 4), cards that do not mislead (item 7), focus back to the opener
// of a dialog (item 8). Every test at a laptop's and a phone's size.

const SIZES = [
  { name: "1280x800", viewport: { width: 1280, height: 800 } },
  { name: "390x844", viewport: { width: 390, height: 844 } },
];

/** A ZIP with more than one page of programs within 100 miles (pages are 10 results). */
async function busyZip(request: APIRequestContext): Promise<string> {
  for (const zip of ["43215", "10001", "60601", "90012", "77002", "19103", "30303", "75201", "33101", "98101"]) {
    const res = await request.get(`/api/programs/search?q=${zip}&radius=100`);
    if (Number(res.headers()["x-total-count"]) > 10) return zip;
  }
  throw new Error("no ZIP with more than 10 programs within 100 miles in the demo data");
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Opens the first card of the results shown and waits for its program page to be hydrated. */
async function openFirstCard(page: Page): Promise<string> {
  const link = cards(page).first().locator("h3 a");
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return href;
}

for (const { name, viewport } of SIZES) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context }) => skipConsent(context));

    test("Back to Search and the breadcrumb return to the exact search: query, radius, sort and page", async ({ page, request }) => {
      const zip = await busyZip(request);
      await page.goto(`/?q=${zip}&radius=100&sort=rating`);
      await expect(cards(page).first()).toBeVisible();
      await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      const left = page.url();
      expect(new URL(left).searchParams.get("q")).toBe(zip);
      expect(new URL(left).searchParams.get("radius")).toBe("100");
      expect(new URL(left).searchParams.get("sort")).toBe("rating");
      const firstOnPage2 = await cards(page).first().locator("h3 a").innerText();

      // Back to Search: the same URL, the same results.
      const programPath = await openFirstCard(page);
      expect(page.url()).not.toContain("from=");
      const back = page.getByRole("link", { name: "Back to Search" });
      await expect(back).toHaveAttribute("href", pathOf(left));
      await back.click();
      await expect(page).toHaveURL(left);
      expect(page.url()).toBe(left);
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(cards(page).first().locator("h3 a")).toHaveText(firstOnPage2);

      // Browser back returns to the program page, and back again to the search.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${programPath}$`));
      await page.goBack();
      await expect(page).toHaveURL(left);

      // The breadcrumb's first crumb: the same search.
      await openFirstCard(page);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      const crumb = crumbs.getByRole("link", { name: "Search results" });
      await expect(crumb).toHaveAttribute("href", pathOf(left));
      await crumb.click();
      await expect(page).toHaveURL(left);
      expect(page.url()).toBe(left);
    });

    test("arriving directly (a search engine, a new tab), both go to the home page; a planted value is ignored", async ({ page, request, baseURL }) => {
      const p = await findProgram(request, (x) => x.reviewCount > 0);
      await page.goto(`/program/${p.id}`);
      await expect(page.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/");
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.locator("[aria-current=page]")).toHaveText(p.name);

      // Another site's address, or a script, stored by someone else never becomes the link.
      for (const planted of ["//evil.example/", "javascript:alert(1)", "https://evil.example/?q=1", "/admin"]) {
        await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [`search-return:${p.id}`, planted]);
        await page.reload();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/");
      }
      await page.getByRole("link", { name: "Back to Search" }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
    });

    test("a program without reviews says 'No reviews yet' on its card and its page, never 0.0", async ({ page, request }) => {
      const p = await findProgram(request, (x) => x.reviewCount === 0);
      await page.goto(`/?q=${encodeURIComponent(p.name)}`);
      const card = cards(page).filter({ has: page.getByRole("link", { name: p.name, exact: true }) }).first();
      await expect(card.getByTestId("no-reviews")).toHaveText("No reviews yet");
      await expect(card.getByRole("img", { name: /Rated/ })).toHaveCount(0);
      await expect(card).not.toContainText("0.0");
      await expect(card).not.toContainText("(0 reviews)");

      await page.goto(`/program/${p.id}`);
      const main = page.locator("#main");
      await expect(main.getByTestId("no-reviews")).toHaveText("No reviews yet");
      const summary = page.getByRole("region", { name: "Rating Summary" });
      await expect(summary).toContainText("No reviews yet");
      await expect(summary.getByTestId("rating-average")).toHaveCount(0);
      await expect(page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) }).getByRole("img", { name: /Rated/ })).toHaveCount(0);
    });

    test("cards show their price with what it covers, and every card has a price line under a price sort", async ({ page, request }) => {
      const programs = await allPrograms(request);
      await page.goto("/?sort=price-high");
      await expect(cards(page).first()).toBeVisible();
      const lines = await cards(page).getByTestId("card-price").allInnerTexts();
      expect(lines).toHaveLength(await cards(page).count());
      const top = programs.filter((x) => x.priceMax !== null).sort((a, b) => b.priceMax! - a.priceMax!)[0]!;
      expect(lines[0]).toContain(`$${top.priceMax!.toLocaleString("en-US")}`);

      // The page of the price order that holds the first program without any price: "Price not listed". (Programs
      // with only a maximum also come after the priced ones, so that page is found from the API's own order.)
      const unpriced = programs.filter((x) => x.priceMin === null && x.priceMax === null);
      expect(unpriced.length).toBeGreaterThan(0);
      const order: { priceMin: number | null; priceMax: number | null }[] = [];
      for (let n = 1; n <= 20; n++) {
        const items = (await (await request.get(`/api/programs?sortBy=price-low&pageSize=100&page=${n}`)).json()) as typeof order;
        order.push(...items);
        if (items.length < 100) break;
      }
      const at = order.findIndex((x) => x.priceMin === null && x.priceMax === null);
      expect(at).toBeGreaterThanOrEqual(0);
      await page.goto(`/?sort=price-low&page=${Math.floor(at / 10) + 1}`);
      await expect(cards(page).first()).toBeVisible();
      expect(await cards(page).getByTestId("card-price").count()).toBe(await cards(page).count());
      await expect(cards(page).getByTestId("card-price").filter({ hasText: "Price not listed" }).first()).toBeVisible();

      // Its program page: the Pricing card says what the price covers.
      const withUnit = programs.find((x) => x.priceMin !== null && x.priceMax !== null && x.priceUnit === "visit")!;
      await page.goto(`/program/${withUnit.id}`);
      const pricing = page.getByRole("region", { name: "Pricing" });
      await expect(pricing.getByTestId("price-range")).toContainText(`$${withUnit.priceMin!.toLocaleString("en-US")}`);
      await expect(pricing.getByTestId("price-unit")).toHaveText("per visit");
    });

    test("Escape and the close button give the focus back to the button that opened the report dialog", async ({ page, request }) => {
      const p = await findProgram(request, (x) => x.reviewCount > 0);
      await page.goto(`/program/${p.id}`);
      // By text, not role: while the modal dialog is open the rest of the page is hidden from the accessibility tree.
      const opener = page.locator("#main button", { hasText: "Report a problem with this listing" });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Report a problem" });
      await expect(dialog).toBeVisible();
      await expect(opener).not.toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Report a problem with this listing");

      await opener.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test("on a phone, Escape gives the focus back to the Filters button that opened the filters sheet", async ({ page, context }) => {
  await skipConsent(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?q=ohio");
  const filters = page.getByRole("button", { name: /^Filters/ });
  await filters.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();
});
