import { expect, test } from "@playwright/test";

// Security issue 29, item 9: submitted before its script runs (here: never), the admin sign-in form must
// send the password in a POST body, never in the URL.
test.use({ javaScriptEnabled: false });

test("without JavaScript, the admin sign-in form posts: the password never lands in the URL", async ({ page }) => {
  const secret = "not-in-any-url-0451";
  await page.goto("/admin/login");
  await page.getByLabel("Password").fill(secret);
  const [request] = await Promise.all([page.waitForRequest((req) => req.isNavigationRequest() && req.url().includes("/admin/login")), page.getByRole("button", { name: "Sign in" }).click()]);
  expect(request.method()).toBe("POST");
  expect(request.url()).not.toContain(secret);
  await page.waitForLoadState();
  expect(page.url()).not.toContain(secret);
  expect(page.url()).not.toContain("password=");
});
