import { expect, test, type Page } from "@playwright/test";

const banner = (page: Page) => page.getByTestId("consent-banner");
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem("cookie-consent"));

function expectRecord(raw: string | null, analytics: boolean, marketing: boolean) {
  expect(raw).not.toBeNull();
  const record = JSON.parse(raw!);
  expect(Object.keys(record).sort()).toEqual(["analytics", "marketing", "necessary", "timestamp"]);
  expect(record).toMatchObject({ necessary: true, analytics, marketing });
  expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
  expect(Math.abs(Date.now() - Date.parse(record.timestamp))).toBeLessThan(60_000);
}

test("the banner shows without a stored choice, with its text and links", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: "We Value Your Privacy" })).toBeVisible();
  await expect(banner(page)).toContainText("Google Analytics");
  await expect(banner(page)).toContainText("Google AdSense");
  await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(banner(page).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
});

test("Accept All stores analytics and marketing true and hides for good", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toHaveCount(0);
  expectRecord(await stored(page), true, true);
  await page.reload();
  await expect(page.getByTestId("program-card").first()).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("Necessary Only stores both false and hides for good", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Necessary Only" }).click();
  await expect(banner(page)).toHaveCount(0);
  expectRecord(await stored(page), false, false);
  await page.reload();
  await expect(banner(page)).toBeHidden();
});

test("Customize shows the three categories and becomes Hide Details", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Customize" }).click();
  await expect(banner(page).getByText("Necessary (Required)")).toBeVisible();
  await expect(banner(page).getByText("Analytics (Optional)")).toBeVisible();
  await expect(banner(page).getByText("Marketing (Optional)")).toBeVisible();
  await expect(banner(page).getByRole("checkbox", { name: "Necessary (Required)" })).toBeDisabled();
  const toggle = banner(page).getByRole("button", { name: "Hide Details" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(banner(page).getByText("Analytics (Optional)")).toHaveCount(0);
  await expect(banner(page).getByRole("button", { name: "Customize" })).toHaveAttribute("aria-expanded", "false");
  // Choosing only marketing stores exactly that.
  await banner(page).getByRole("button", { name: "Customize" }).click();
  await banner(page).getByRole("checkbox", { name: "Marketing (Optional)" }).click();
  await banner(page).getByRole("button", { name: "Save My Choices" }).click();
  expectRecord(await stored(page), false, true);
});

test("the close icon hides it for this view only, storing nothing", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Close this notice for now" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toBeNull();
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test("Cookie settings in the footer reopens the banner with the stored choice, and a new choice replaces it", async ({ page }) => {
  await page.goto("/privacy-policy");
  await banner(page).getByRole("button", { name: "Necessary Only" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(banner(page)).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  // The details are open and show the stored choice (both off).
  await expect(banner(page).getByRole("checkbox", { name: "Analytics (Optional)" })).not.toBeChecked();
  await expect(banner(page).getByRole("checkbox", { name: "Marketing (Optional)" })).not.toBeChecked();
  await banner(page).getByRole("checkbox", { name: "Analytics (Optional)" }).click();
  await banner(page).getByRole("button", { name: "Save My Choices" }).click();
  await expect(banner(page)).toHaveCount(0);
  expectRecord(await stored(page), true, false);

  // Again, from the new choice.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page).getByRole("checkbox", { name: "Analytics (Optional)" })).toBeChecked();
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  expectRecord(await stored(page), true, true);
});

test.describe("with Global Privacy Control (Sec-GPC: 1)", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("marketing stays off: the banner says so and Accept stores marketing false", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page).getByTestId("gpc-note")).toContainText("Global Privacy Control");
    await expect(banner(page).getByRole("button", { name: "Accept All" })).toHaveCount(0);
    await banner(page).getByRole("button", { name: "Accept Analytics" }).click();
    expectRecord(await stored(page), true, false);
  });

  test("a visitor can still switch marketing on under Customize", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await expect(banner(page).getByRole("checkbox", { name: "Marketing (Optional)" })).not.toBeChecked();
    await banner(page).getByRole("checkbox", { name: "Marketing (Optional)" }).click();
    await banner(page).getByRole("button", { name: "Save My Choices" }).click();
    expectRecord(await stored(page), false, true);
  });
});

test("navigator.globalPrivacyControl alone also leaves marketing off", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  await page.goto("/");
  await expect(banner(page).getByTestId("gpc-note")).toBeVisible();
  await banner(page).getByRole("button", { name: "Accept Analytics" }).click();
  expectRecord(await stored(page), true, false);
});
