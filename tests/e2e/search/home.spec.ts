import { expect, test } from "@playwright/test";

test("the home page lists demo programs and links to their pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Demo data: these listings are fictional")).toBeVisible();
  const first = page.locator('a[href^="/program/"]').first();
  const name = (await first.innerText()).trim();
  expect(name.length).toBeGreaterThan(3);
  await first.click();
  await expect(page).toHaveURL(/\/program\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("an unknown path shows the 404 page with a 404 status, saying so plainly and offering the search", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  // The search works from here, without JavaScript too (a plain GET form to /).
  await page.getByLabel("City, state, or zip code").fill("10001");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/\?q=10001$/);
  await expect(page.getByTestId("results-count")).toBeVisible();
});
