import { expect, test } from "@playwright/test";
import { api, expectCount, skipConsent } from "../support/home-helpers";

// Issue 30, items 5 and 6 (decisions.md "The right provider first"): the phone filter sheet's button says
// how many programs it shows (the API's count) and stays on screen, "Clear all" clears, chips above the
// results remove one filter each, and an empty result offers links that give the counts they promise.
test.beforeEach(async ({ context }) => skipConsent(context));

const countOf = async (request: Parameters<typeof api>[0], query: string) => (await api(request, `/api/programs?${query}&pageSize=1`)).total;
const label = (n: number) => `Show ${n} ${n === 1 ? "program" : "programs"}`;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sheet's button shows the live count, stays on screen, and Clear all turns every filter off", async ({ page, request }) => {
    await page.goto("/?state=TX&telehealth=true");
    await page.getByRole("button", { name: /^Filters/ }).click();
    const show = page.getByTestId("filter-sheet-show");
    await expect(show).toHaveText(label(await countOf(request, "state=TX&telehealth=true")));
    const box = await show.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await page.getByRole("dialog").getByRole("checkbox", { name: "Accepting new patients" }).click();
    await expect(page).toHaveURL(/acceptingNewPatients=true/);
    await expect(show).toHaveText(label(await countOf(request, "state=TX&telehealth=true&acceptingNewPatients=true")));
    await page.getByRole("dialog").getByRole("button", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(show).toHaveText(label(await countOf(request, "")));
    await show.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${size.width}px the chips above the results remove one filter each`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await page.goto("/?state=CA&telehealth=true");
    const chips = page.getByTestId("filter-chips");
    await expect(chips.getByRole("link", { name: "Remove filter: California" })).toBeVisible();
    await chips.getByRole("link", { name: "Remove filter: Telehealth" }).click();
    await expect(page).toHaveURL(/\/\?state=CA$/);
    await expectCount(page, await countOf(request, "state=CA"));
    await expect(chips.getByRole("link", { name: "Remove filter: Telehealth" })).toHaveCount(0);
  });
}

test("an empty result names its filters and offers links that give the counts they promise", async ({ page, request }) => {
  await page.goto("/?q=zzqxv&state=TX");
  const empty = page.getByTestId("results-empty");
  await expect(empty).toContainText("Filters in use: Texas");
  await expect(page.locator("#results-map")).toHaveCount(0); // no blank map beside or above it
  const links = empty.getByTestId("empty-ways").getByRole("link");
  const n = await links.count();
  expect(n).toBeGreaterThanOrEqual(2);
  const expected: Record<string, number> = {
    "Show telehealth providers (video visits)": await countOf(request, "state=TX&telehealth=true"),
    "Show every program with these filters, without “zzqxv”": await countOf(request, "state=TX"),
  };
  for (let i = 0; i < n; i++) {
    const link = links.nth(i);
    const text = (await link.innerText()).trim();
    const promised = Number((await link.getAttribute("data-count"))!.replace(/[^\d]/g, ""));
    if (text in expected) expect(promised, text).toBe(expected[text]);
  }
  await empty.getByRole("link", { name: "Show every program with these filters, without “zzqxv”" }).click();
  await expect(page).toHaveURL(/\/\?state=TX$/);
  await expectCount(page, expected["Show every program with these filters, without “zzqxv”"]!);
});
