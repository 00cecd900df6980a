import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";

// The Data Import Center in Chromium, signed in as admin. Only file sources are used: the outside
// APIs (NPI, Google, Yelp) are covered by the integration tests against local fixture servers.
const CSV = [
  "Clinic,Street,Town,State,Zip,Phone,Notes",
  "E2E Lead Care Clinic,12 Harbor Rd,Portland,OR,97205,503-555-0142,Lead testing",
  "E2E Mercury Wellness,400 Pine St,Boise,ID,83702,208-555-0177,Mercury testing",
  "E2E Broken Row,1 Nowhere Ln,Austin,Atlantis,78701,512-555-0100,Bad state",
].join("\r\n");

async function signIn(page: Page) {
  const res = await page.request.post("/api/admin/session", { data: { password: E2E_ADMIN_PASSWORD } });
  expect(res.ok()).toBe(true);
  await page.goto("/import-data");
  await expect(page.getByRole("heading", { name: "Data Import Center" })).toBeVisible();
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("the import screen asks for a sign-in", async ({ page }) => {
  await page.goto("/import-data");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fimport-data$/);
  await expect(page.getByLabel(/password/i)).toBeVisible();
});

test("upload a CSV, edit the mapping, execute, and find the imported programs", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("button", { name: "Execute Import" })).toBeDisabled();
  await page.getByLabel("Source", { exact: true }).selectOption("csv");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "providers.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await expect(toast(page, "CSV Uploaded")).toBeVisible();

  // 4 columns and 3 rows, and the suggested mapping, editable.
  const table = page.getByRole("table", { name: "File preview" });
  await expect(table.locator("th")).toHaveText(["Clinic", "Street", "Town", "State"]);
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(page.getByLabel("Field for column Street")).toHaveValue("address");
  await expect(page.getByLabel("Field for column Notes")).toHaveValue("description");
  await expect(page.getByLabel("Field for column Clinic")).toHaveValue("");
  await page.getByLabel("Field for column Clinic").selectOption("name");
  await page.getByLabel("Field for column Town").selectOption("city");
  await page.getByLabel("Field for column Notes").selectOption("");

  await page.getByRole("button", { name: "Execute Import" }).click();
  await expect(toast(page, "CSV Import Completed")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("total-processed")).toHaveText("3");
  await expect(page.getByTestId("total-imported")).toHaveText("2");
  await expect(page.getByTestId("total-errors")).toHaveText("1");
  await expect(page.getByRole("list", { name: "Import errors" })).toContainText("E2E Broken Row (row 3): Unknown US state: Atlantis");

  const link = page.getByRole("list", { name: "Imported programs" }).getByRole("link", { name: "E2E Lead Care Clinic" });
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Lead Care Clinic");
  // "Notes" was unmapped: the default description is used.
  await expect(page.getByText("Health and wellness provider")).toBeVisible();

  const found = await page.request.get("/api/programs/search?q=E2E%20Mercury%20Wellness");
  const programs = (await found.json()) as { name: string; city: string; state: string }[];
  expect(programs.map((p) => [p.name, p.city, p.state])).toContainEqual(["E2E Mercury Wellness", "Boise", "ID"]);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Top rated programs across the US" })).toBeVisible();

  // A second upload of the same file finds the two programs as duplicates and skips them.
  await page.goto("/import-data");
  await page.getByLabel("Source", { exact: true }).selectOption("csv");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "providers.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await expect(page.getByText("3 providers found: 2 duplicates, 1 row with errors.")).toBeVisible();
});

test("Replace All opens a confirmation: cancel leaves it off, confirm turns it on, unticking turns it off", async ({ page }) => {
  await signIn(page);
  const box = page.getByLabel(/Replace All/);
  await box.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/delete all [\d,]+ programs/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();

  await box.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, replace all" }).click();
  await expect(dialog).toBeHidden();
  await expect(box).toBeChecked();

  await box.click();
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();
});

test("each missing-file toast, and failed uploads", async ({ page }) => {
  await signIn(page);
  await page.getByLabel("Source", { exact: true }).selectOption("csv");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(toast(page, "No CSV File")).toContainText("Please upload a CSV file first");

  await page.getByLabel("Source", { exact: true }).selectOption("excel");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(toast(page, "No Excel File")).toContainText("Please upload an Excel file first");

  // An .xls is refused with the server's advice.
  await page.getByLabel("Excel file (.xlsx)").setInputFiles({ name: "old.xls", mimeType: "application/vnd.ms-excel", buffer: Buffer.from("not really") });
  await expect(toast(page, "Excel Upload Failed")).toContainText("Save the file as .xlsx");

  // With a CSV preview on screen, switching source drops the file: executing asks for one.
  await page.getByLabel("Source", { exact: true }).selectOption("csv");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "p.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await expect(toast(page, "CSV Uploaded")).toBeVisible();
  await page.getByLabel("Source", { exact: true }).selectOption("excel");
  await page.getByRole("button", { name: "Execute Import" }).click();
  await expect(toast(page, "No Excel Data")).toContainText("Please upload and preview an Excel file first");
  await page.getByLabel("Source", { exact: true }).selectOption("csv");
  await page.getByRole("button", { name: "Execute Import" }).click();
  await expect(toast(page, "No CSV Data")).toContainText("Please upload and preview a CSV file first");

  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from('Name\n"unterminated') });
  await expect(toast(page, "CSV Upload Failed")).toContainText("The CSV file could not be read");
});

test("sample files and the practitioners export download", async ({ page }) => {
  await signIn(page);
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Sample CSV" }).click()]);
  expect(csv.suggestedFilename()).toBe("sample_providers.csv");
  const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Sample Excel" }).click()]);
  expect(xlsx.suggestedFilename()).toBe("sample_providers.xlsx");
  const [exp] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export practitioners to Excel" }).click()]);
  expect(exp.suggestedFilename()).toMatch(/^detox-practitioners-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(toast(page, "Export Complete")).toBeVisible();
});
