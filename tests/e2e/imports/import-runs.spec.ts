import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";

// Issue 53 in Chromium: the preview's row checks at 390 px without horizontal scroll, the runs list with its row
// outcomes, and an undo that keeps the edited program; screenshots of the runs list at 1280 and 390 px.

const SHOTS = "docs/screenshots/issue-53";
mkdirSync(SHOTS, { recursive: true });
const stamp = Date.now().toString(36);

/** For the screenshots: no toast over the page (the consent banner is gone: a choice is stored at sign-in). */
const NO_TOASTS = "[data-sonner-toaster] { display: none !important; } header { position: static !important; }";
const card = (page: Page, title: string) => page.locator("[data-slot=card]").filter({ has: page.getByText(title, { exact: true }) });

async function signIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() })));
  const res = await page.request.post("/api/admin/session", { data: { password: E2E_ADMIN_PASSWORD } });
  expect(res.ok()).toBe(true);
  await page.goto("/import-data");
  await expect(page.getByRole("heading", { name: "Data Import Center" })).toBeVisible();
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The elements past the screen's right edge that the page itself would scroll to (not inside a scrolling box). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => {
        if (e.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        if (getComputedStyle(e).position === "fixed") return false; // the toasts: above the page, never scrolled to
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== "visible" || getComputedStyle(a).position === "fixed") return false;
        return true;
      })
      .slice(0, 8)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} right=${Math.round(e.getBoundingClientRect().right)}`),
  );
// Phone numbers of this run only (the duplicates rule matches phone and ZIP).
const tel = (n: number) => `555-${String((Number.parseInt(stamp.slice(-4), 36) + n) % 10000).padStart(4, "0")}`;

async function upload(page: Page, name: string, rows: string[]) {
  await page.getByLabel("Source", { exact: true }).selectOption("csv");
  const csv = ["Name,Street Address,City,State,Zip Code,Phone,Accepting New Patients,Program Types", ...rows].join("\r\n");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(toast(page, "CSV Uploaded")).toBeVisible();
}

test("the preview marks errors and duplicates, fits 390 px, and counts in the singular", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await upload(page, "checks.csv", [
    `Preview Ok ${stamp},1 Oak St,Austin,TX,78701,${tel(1)},yes,Functional Medicine`,
    `Preview Bad State ${stamp},2 Oak St,Austin,ZZ,78701,${tel(2)},no,Functional Medicine`,
    `Preview Bad Zip ${stamp},3 Oak St,Austin,TX,1234,${tel(3)},,Functional Medicine`,
    `Preview Ok ${stamp},1 Oak St,Austin,TX,78701,${tel(4)},yes,Functional Medicine`,
  ]);
  const issues = page.getByRole("list", { name: "Rows with errors or duplicates" });
  await expect(issues.getByTestId("row-issue")).toHaveCount(3);
  await expect(issues).toContainText("Unknown US state: ZZ");
  await expect(issues).toContainText("ZIP code must have 5 digits");
  await expect(issues).toContainText("the same provider as row 1");
  // "1 duplicate", never "1 duplicates".
  await expect(page.getByText(/4 providers found: 1 duplicate, 2 rows with errors\./)).toBeVisible();
  await expect(page.getByText("1 duplicates")).toHaveCount(0);

  // No horizontal scroll, and every mapping select inside the screen.
  expect(await overflowing(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(true);
  for (const select of await page.getByLabel(/^Field for column /).all()) {
    const box = (await select.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await card(page, "Preview results").screenshot({ path: `${SHOTS}/import-preview-390.png`, style: NO_TOASTS });

  // A PNG renamed .csv: the importer's plain message.
  const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "photo.csv", mimeType: "text/csv", buffer: png });
  await expect(toast(page, "CSV Upload Failed")).toContainText("This file is not a CSV file");
});

test("an import is a run with its rows; undo deletes the unchanged programs and names the edited one", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const names = [`Run Keep ${stamp}`, `Run Gone A ${stamp}`, `Run Gone B ${stamp}`];
  await upload(page, "run-demo.csv", [
    `${names[0]},10 Elm St,Madison,WI,53703,${tel(5)},yes,Integrative Medicine`,
    `${names[1]},11 Elm St,Madison,WI,53703,${tel(6)},no,Integrative Medicine`,
    `${names[2]},12 Elm St,Madison,WI,53703,${tel(7)},yes,Integrative Medicine`,
    `Run Failed ${stamp},13 Elm St,Madison,Atlantis,53703,${tel(8)},yes,Integrative Medicine`,
  ]);
  await page.getByRole("button", { name: "Execute Import" }).click();
  await expect(toast(page, "CSV Import Completed")).toContainText("0 duplicates skipped; 1 error.");
  await expect(page.getByText("3 new programs are live in the directory.")).toBeVisible();

  const run = page.getByTestId("import-run").first();
  await expect(run).toContainText("run-demo.csv");
  await expect(run).toContainText("Admin (signed in)");
  await expect(run.getByTestId("run-counts")).toHaveText("3 created · 0 updated · 0 skipped · 1 failed");
  await run.getByRole("button", { name: /^Rows of the import/ }).click();
  await expect(run.getByTestId("run-row")).toHaveCount(4);
  await expect(run.getByRole("list", { name: "Row outcomes" })).toContainText(`Run Failed ${stamp}: Unknown US state: Atlantis`);
  await card(page, "Import runs").screenshot({ path: `${SHOTS}/import-runs-rows-1280.png`, style: NO_TOASTS });
  await run.getByRole("button", { name: /^Rows of the import/ }).click();

  // One of its programs is edited (with the API token), then the run is undone.
  const found = (await (await page.request.get(`/api/programs/search?q=${encodeURIComponent(names[0]!)}`)).json()) as { id: string }[];
  const edit = await page.request.put(`/api/programs/${found[0]!.id}`, { headers: { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` }, data: { description: "Edited after the import: a real description." } });
  expect(edit.ok()).toBe(true);
  await run.getByRole("button", { name: /^Undo the import/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("2 programs this import created will be deleted");
  await expect(dialog).toContainText("1 program changed, claimed or reviewed since is kept.");
  await dialog.getByRole("button", { name: "Delete 2 programs" }).click();
  await expect(toast(page, "Import Undone")).toContainText(`Deleted 2 programs. Kept: ${names[0]} (changed since).`);
  await expect(run.getByTestId("run-undo")).toContainText("2 programs deleted.");
  for (const [name, left] of [[names[0], 1], [names[1], 0], [names[2], 0]] as const) {
    const res = (await (await page.request.get(`/api/programs/search?q=${encodeURIComponent(name!)}`)).json()) as { name: string }[];
    expect({ name, left: res.filter((p) => p.name === name).length }).toEqual({ name, left });
  }

  await card(page, "Import runs").screenshot({ path: `${SHOTS}/import-runs-1280.png`, style: NO_TOASTS });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowing(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(true);
  await run.getByRole("button", { name: /^Rows of the import/ }).click();
  await expect(run.getByTestId("run-row")).toHaveCount(4);
  await card(page, "Import runs").screenshot({ path: `${SHOTS}/import-runs-390.png`, style: NO_TOASTS });
});

test("Manage Programs filters by import run and deletes all that match after a counted confirmation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await upload(page, "bulk.csv", [`Bulk One ${stamp},20 Ash St,Reno,NV,89501,${tel(9)},yes,Natural Detox`, `Bulk Two ${stamp},21 Ash St,Reno,NV,89501,${tel(10)},yes,Natural Detox`]);
  await page.getByRole("button", { name: "Execute Import" }).click();
  await expect(toast(page, "CSV Import Completed")).toBeVisible();
  await page.goto("/manage-programs");
  const runValue = await page.locator("#program-run option", { hasText: "bulk.csv" }).first().getAttribute("value");
  await page.getByLabel("Import run").selectOption(runValue!);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("program-row")).toHaveCount(2);
  await page.getByLabel("Select every program on this page").check();
  await expect(page.getByTestId("selected-count")).toHaveText("2 programs selected");
  await page.getByRole("button", { name: "Delete selected" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading")).toHaveText("Delete 2 programs?");
  await page.screenshot({ path: `${SHOTS}/manage-bulk-delete-1280.png`, style: NO_TOASTS, fullPage: false });
  await dialog.getByRole("button", { name: "Delete 2 programs" }).click();
  await expect(toast(page, "Programs Deleted")).toContainText("2 programs deleted.");
  await expect(page.getByText("No programs match these filters.")).toBeVisible();
});
