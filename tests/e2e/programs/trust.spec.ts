import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { api, cardNames, cards, expectCount, skipConsent } from "../support/home-helpers";

const bearer = { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };
const SHOTS = process.env.TRUST_SHOTS_DIR;

type Program = { id: string; name: string; isVerified: boolean; verifiedAt: string | null; verificationMethod: string | null; npiNumber: string | null; source: string; certifications: string[] };

test.beforeEach(async ({ context }) => skipConsent(context));

async function shoot(page: Page, name: string, target?: ReturnType<Page["locator"]>) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await (target ?? page.locator("body")).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function listAll(request: Parameters<typeof api>[0], query = "") {
  const res = await request.get(`/api/programs?pageSize=100&sortBy=recent${query}`);
  return (await res.json()) as Program[];
}

test("the Listing facts box says what was verified, how and when, or that nothing was", async ({ page, request }) => {
  const [verified] = await listAll(request, "&verified=true");
  expect(verified).toMatchObject({ isVerified: true, verificationMethod: "npi" });
  await page.goto(`/program/${verified!.id}`);
  const facts = page.getByRole("region", { name: "Listing facts" });
  await expect(facts.getByTestId("listing-source")).toHaveText("Demo data: a fictional listing");
  await expect(facts.getByTestId("listing-verification")).toHaveText(/^Verified on [A-Z][a-z]+ \d{1,2}, \d{4} against the NPI Registry$/);
  await expect(facts.getByText(verified!.npiNumber!)).toBeVisible();
  await expect(facts.getByRole("link", { name: /How listings work/ })).toHaveAttribute("href", "/about/listings");
  await expect(page.getByTestId("verified-badge")).toHaveCount(1);
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld!).identifier).toEqual({ "@type": "PropertyValue", propertyID: "NPI", value: verified!.npiNumber });
  await shoot(page, "listing-facts-verified", facts);

  const unverified = (await listAll(request)).find((p) => !p.isVerified && p.certifications.length > 0)!;
  await page.goto(`/program/${unverified.id}`);
  await expect(facts.getByTestId("listing-verification")).toHaveText("Not verified: details come from the provider and have not been checked");
  await expect(page.getByTestId("verified-badge")).toHaveCount(0);
  await expect(page.getByText(/Listed by provider: the provider's own statement/)).toBeVisible();
  const ld2 = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld2!)).not.toHaveProperty("identifier");
  await shoot(page, "listing-facts-unverified", facts);

  await page.goto("/about/listings");
  await expect(page.getByRole("heading", { name: "About our listings", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What Verified does not mean" })).toBeVisible();
});

test("'Verified providers only' on the home page keeps only verified cards and stays in the URL", async ({ page, request }) => {
  const all = await api(request, "/api/programs?pageSize=10");
  const only = await api(request, "/api/programs?pageSize=10&verified=true");
  expect(only.total).toBeGreaterThan(0);
  expect(only.total).toBeLessThan(all.total);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expectCount(page, all.total);
  await page.getByRole("checkbox", { name: "Verified providers only" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/[?&]verified=true/);
  await expectCount(page, only.total);
  expect(await cardNames(page)).toEqual(only.items.map((p) => p.name));
  await expect(cards(page).filter({ hasNot: page.getByTestId("verified-badge") })).toHaveCount(0);

  // Shared or reloaded, the URL keeps the filter.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Verified providers only" }).filter({ visible: true })).toBeChecked();
  await expectCount(page, only.total);
  await page.getByRole("checkbox", { name: "Verified providers only" }).filter({ visible: true }).click();
  await expect(page).not.toHaveURL(/verified=/);
  await expectCount(page, all.total);
});

test("a visitor reports a problem; an admin sees it in Open reports and resolves it", async ({ page, request }) => {
  const target = (await listAll(request)).find((p) => !p.isVerified)!;
  const email = `reporter-${Date.now()}@example.org`;
  const details = `The phone number rings a pizza place, checked ${Date.now()}.`;

  await page.goto(`/program/${target.id}`);
  await page.getByRole("button", { name: "Report a problem with this listing" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a problem" });
  await expect(dialog).toBeVisible();
  // The shared schema answers in the form before anything is sent.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose a reason")).toBeVisible();
  await expect(dialog.getByText("Please describe the problem in at least 10 characters")).toBeVisible();
  await shoot(page, "report-dialog-errors");
  await dialog.getByLabel("What is wrong?").selectOption({ label: "Wrong phone, email or website" });
  await dialog.getByLabel("Details").fill(details);
  await dialog.getByLabel("Email (optional)").fill(email);
  await shoot(page, "report-dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you. Your report was received")).toBeVisible();

  // The reporter's email never reaches a public page or answer.
  const html = await (await request.get(`/program/${target.id}`)).text();
  expect(html).not.toContain(email);
  expect(await (await request.get(`/api/programs/${target.id}`)).text()).not.toContain(email);

  const open = await request.get("/api/admin/reports?status=open", { headers: bearer });
  const mine = ((await open.json()) as { id: string; details: string; email: string }[]).find((r) => r.details === details)!;
  expect(mine.email).toBe(email);

  await page.goto("/admin/login?next=/manage-programs");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Manage Programs", level: 1 })).toBeVisible();
  const openCount = Number(await page.getByTestId("stat-open-reports").innerText());
  expect(openCount).toBeGreaterThan(0);
  const item = page.getByTestId("open-report").filter({ hasText: details });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: target.name })).toHaveAttribute("href", `/program/${target.id}`);
  await expect(item.getByText("Wrong phone, email or website")).toBeVisible();
  await shoot(page, "open-reports", page.getByRole("region", { name: /Open Reports/ }).or(page.locator("section[aria-labelledby=reports-heading]")).first());
  await item.getByLabel("Note (optional)").fill("Called them; phone corrected.");
  await item.getByRole("button", { name: /Resolve report/ }).click();
  await expect(page.getByTestId("open-report").filter({ hasText: details })).toHaveCount(0);
  await expect(page.getByTestId("stat-open-reports")).toHaveText(String(openCount - 1));

  const resolved = await request.get("/api/admin/reports?status=resolved", { headers: bearer });
  expect(((await resolved.json()) as { details: string; note: string }[]).find((r) => r.details === details)).toMatchObject({ note: "Called them; phone corrected." });
});
