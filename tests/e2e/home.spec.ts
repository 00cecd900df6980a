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

test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
