import { expect, test } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { api, cardNames, skipConsent, expectCount } from "../support/home-helpers";

// Issue 16: the details people choose a provider by (decisions.md "Provider details people filter on").
const SHOTS = "test-results/provider-details";

test.beforeEach(async ({ context }) => skipConsent(context));

test("filter by telehealth and Spanish on the home page: the URL keeps both, reloading keeps the results", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto("/");
  const panel = page.getByTestId("filter-panel");
  await panel.getByRole("checkbox", { name: "Telehealth (video visits)" }).click();
  await expect(page).toHaveURL(/[?&]telehealth=true/);
  await panel.getByText("Language", { exact: true }).click();
  await panel.getByRole("checkbox", { name: "Spanish" }).click();
  await expect(page).toHaveURL(/telehealth=true/);
  await expect(page).toHaveURL(/language=Spanish/);
  await expect(panel.getByRole("heading", { name: /Filter Results \(2 active\)/ })).toBeVisible();

  const expected = await api(request, "/api/programs?telehealth=true&language=Spanish&pageSize=10");
  expect(expected.total).toBeGreaterThan(0);
  await expectCount(page, expected.total);
  expect(await cardNames(page)).toEqual(expected.items.map((p) => p.name));
  // Every card carries the telehealth label.
  await expect(page.getByTestId("program-card").first().getByTestId("card-details")).toContainText("Telehealth");
  await page.screenshot({ path: `${SHOTS}/filters-1280.png`, fullPage: false });

  await page.reload();
  await expect(page.getByTestId("filter-panel").getByRole("checkbox", { name: "Telehealth (video visits)" })).toBeChecked();
  await expect(page.getByTestId("filter-panel").getByRole("checkbox", { name: "Spanish" })).toBeChecked();
  expect(await cardNames(page)).toEqual(expected.items.map((p) => p.name));
});

test("the phone filter sheet offers the details and counts them", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/?acceptingNewPatients=true&payment=hsa-fsa");
  const button = page.getByRole("button", { name: /Filters/ });
  await expect(button).toContainText("2");
  await button.click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByRole("checkbox", { name: "Accepting new patients" })).toBeChecked();
  await expect(sheet.getByRole("checkbox", { name: "HSA or FSA" })).toBeChecked();
  await sheet.getByRole("checkbox", { name: "Blood lead testing" }).click();
  await expect(page).toHaveURL(/service=blood-lead-testing/);
  await page.screenshot({ path: `${SHOTS}/filter-sheet-375.png` });
});

test("the program page shows Visiting and paying, the hours table and Open now at a fixed clock", async ({ page, request }) => {
  // A demo program with hours on Mondays, in its own time zone; the browser's clock is set to a Monday.
  const list = (await (await request.get("/api/programs?state=NY&pageSize=100")).json()) as { id: string; name: string; hours: Record<string, [string, string][]> | null }[];
  const program = list.find((p) => { const mon = p.hours?.mon; return mon?.length === 1 && mon[0]![0] <= "09:00" && mon[0]![1] >= "12:00"; });
  expect(program).toBeDefined();
  // Monday 2026-11-23 15:30 UTC = 10:30 in New York: open. 02:00 UTC the next day = Monday 21:00: closed.
  await page.clock.setFixedTime(new Date("2026-11-23T15:30:00Z"));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/program/${program!.id}`);
  const section = page.getByRole("region", { name: "Visiting and paying" });
  await expect(section.getByRole("heading", { name: "Visiting and paying" })).toBeVisible();
  await expect(section.getByTestId("open-status")).toHaveText("Open now");
  await expect(section.getByRole("row", { name: /Monday \(today\)/ })).toHaveAttribute("aria-current", "date");
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SHOTS}/visiting-375.png`, style: "header { position: static !important; }" });

  await page.clock.setFixedTime(new Date("2026-11-24T02:00:00Z"));
  await page.reload();
  await expect(section.getByTestId("open-status")).toHaveText("Closed now");
  await page.setViewportSize({ width: 1280, height: 1000 });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SHOTS}/visiting-1280.png`, style: "header { position: static !important; }" });

  // JSON-LD carries the hours.
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(ld).toContain("openingHoursSpecification");
});

test("add a business with hours and payment options, then see them on its page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/add-business");
  await page.getByLabel("Program Name").fill("Hours Test Clinic E2E");
  await page.getByLabel("Phone").fill("(512) 555-0142");
  await page.getByLabel("Description").fill("Blood lead testing with physician review of the results.");
  await page.getByLabel("Website").fill("https://hours-e2e.example");
  await page.getByLabel("Street Address").fill("1200 Congress Ave");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("State").selectOption({ label: "Texas" });
  await page.getByLabel("ZIP Code").fill("78701");

  const details = page.getByTestId("provider-details-fields");
  await details.getByRole("group", { name: "Video visits (telehealth)" }).getByLabel("Yes").check();
  await details.getByLabel("HSA or FSA").check();
  await details.getByLabel("Medicaid").check();
  // The hours editor by keyboard: turn it on, close Friday early, add a Saturday morning.
  const editor = page.getByTestId("hours-editor");
  await editor.getByLabel("Give opening hours").focus();
  await page.keyboard.press("Space");
  await editor.getByLabel("Friday closes").fill("13:00");
  await editor.getByRole("button", { name: "Add hours on Saturday" }).focus();
  await page.keyboard.press("Enter");
  await editor.getByLabel("Saturday opens").fill("10:00");
  await editor.getByLabel("Saturday closes").fill("08:00");
  await expect(editor.getByText("Opening time must be before closing time")).toBeVisible();
  await editor.getByLabel("Saturday closes").fill("14:00");
  await expect(editor.getByText("Opening time must be before closing time")).toBeHidden();
  await editor.scrollIntoViewIfNeeded();
  // The sticky header would cover the top of the element in the picture.
  await editor.screenshot({ path: `${SHOTS}/hours-editor-375.png`, style: "header { position: static !important; }" });

  await page.getByRole("button", { name: "Add Program" }).click();
  await expect(page).toHaveURL(/\/program\/[0-9a-f-]+$/, { timeout: 15_000 });
  const res = await page.request.get("/api/programs/search?q=Hours%20Test%20Clinic%20E2E");
  const [created] = (await res.json()) as { id: string; paymentOptions: string[]; telehealth: boolean; hours: Record<string, string[][]> }[];
  expect(created).toMatchObject({ telehealth: true, paymentOptions: ["hsa-fsa", "medicaid"] });
  expect(created!.hours.fri).toEqual([["09:00", "13:00"]]);
  expect(created!.hours.sat).toEqual([["10:00", "14:00"]]);

  await page.goto(`/program/${created!.id}`);
  const section = page.getByRole("region", { name: "Visiting and paying" });
  await expect(section).toContainText("HSA or FSA, Medicaid");
  await expect(section).toContainText("Offered");
  await expect(section.getByRole("row", { name: /Saturday/ })).toContainText("10:00 AM – 2:00 PM");
  await expect(section.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
});

test("the admin Edit dialog edits the details with the same fields, and a bad interval is refused beside it", async ({ page, request }) => {
  const bearer = { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };
  const [p] = (await (await request.get("/api/programs?sortBy=recent&page=4&pageSize=1")).json()) as { id: string }[];
  const put = await request.put(`/api/programs/${p!.id}`, { headers: bearer, data: { name: "Details Edit Case", telehealth: null, paymentOptions: [], hours: null } });
  expect(put.status()).toBe(200);
  await page.goto("/admin/login?next=/manage-programs");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("searchbox", { name: /Search programs/ }).fill("details edit case");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByTestId("program-row").filter({ hasText: "Details Edit Case" }).getByRole("button", { name: /^Edit / }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Program" });
  await dialog.getByRole("group", { name: "Video visits (telehealth)" }).getByLabel("Yes").check();
  await dialog.getByLabel("Medicare").check();
  await dialog.getByLabel("Give opening hours").check();
  await dialog.getByRole("button", { name: "Add hours on Monday" }).click();
  // The added interval starts where Monday's first one ends; make it overlap.
  await dialog.getByLabel("Monday opens").nth(1).fill("16:00");
  await expect(dialog.getByText("Opening hours on one day must not overlap")).toBeVisible();
  await dialog.getByTestId("provider-details-fields").screenshot({ path: `${SHOTS}/admin-edit-details-1280.png` });
  await dialog.getByRole("button", { name: /^Remove Monday 16:00/ }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Program Updated")).toBeVisible();
  const saved = (await (await request.get(`/api/programs/${p!.id}`)).json()) as { telehealth: boolean; paymentOptions: string[]; hours: Record<string, string[][]> };
  expect(saved).toMatchObject({ telehealth: true, paymentOptions: ["medicare"], hours: { mon: [["09:00", "17:00"]], sat: [] } });
});
