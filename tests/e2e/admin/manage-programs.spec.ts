import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";

const bearer = { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };

type Program = { id: string; name: string; city: string; state: string; rating: number; reviewCount: number; website: string | null; imageUrl: string | null; priceMin: number | null; priceMax: number | null; source: string | null; isVerified: boolean };
type Review = { id: string; programId: string; programName: string; rating: number; title: string };

/**
 * An image that failed to load shows the placeholder's initials on its colour (globals.css, .program-image::after),
 * not a white box with a broken-image icon: most of its pixels are the accent colour (#e6f2f1).
 */
async function expectInitialsOverBrokenImage(img: Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0)).toBe(true);
  const { data, info } = await sharp(await img.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let accent = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - 0xe6) <= 6 && Math.abs(data[i + 1]! - 0xf2) <= 6 && Math.abs(data[i + 2]! - 0xf1) <= 6) accent++;
  }
  expect(accent / (info.width * info.height)).toBeGreaterThan(0.5);
}

async function signIn(page: Page) {
  await page.goto("/admin/login?next=/manage-programs");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Manage Programs", level: 1 })).toBeVisible();
}

async function programs(request: APIRequestContext, page: number, pageSize = 5): Promise<Program[]> {
  const res = await request.get(`/api/programs?sortBy=recent&page=${page}&pageSize=${pageSize}`);
  return res.json();
}

async function edit(request: APIRequestContext, id: string, patch: Record<string, unknown>): Promise<Program> {
  const res = await request.put(`/api/programs/${id}`, { headers: bearer, data: patch });
  expect(res.status()).toBe(200);
  return res.json();
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: /Search programs/ }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

const row = (page: Page, name: string) => page.getByTestId("program-row").filter({ has: page.getByRole("link", { name, exact: true }) });

test("signed out, the screen sends the visitor to sign in (password only) and back", async ({ page }) => {
  await page.goto("/manage-programs");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmanage-programs$/);
  await expect(page.getByRole("heading", { name: "Manage Programs" })).toHaveCount(0);
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveCount(0);
  expect((await page.request.post("/api/programs/find-websites?limit=5&dryRun=true")).status()).toBe(401);
  expect((await page.request.get("/api/admin/jobs/00000000-0000-4000-8000-000000000001")).status()).toBe(401);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/manage-programs$/);
  await expect(page.getByRole("heading", { name: "Manage Programs", level: 1 })).toBeVisible();
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("stat cards, paging through every program, and a case-insensitive search", async ({ page }) => {
    const total = Number((await page.getByTestId("stat-total-programs").innerText()).replace(/,/g, ""));
    expect(total).toBeGreaterThan(250);
    await expect(page.getByTestId("program-count")).toHaveText(`Showing 1-25 of ${total}`);
    await expect(page.getByTestId("stat-average-rating")).toHaveText(/^\d\.\d$/);
    await expect(page.getByTestId("stat-pending-reviews")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("program-row")).toHaveCount(25);
    const last = Math.ceil(total / 25);
    await page.goto(`/manage-programs?page=${last}`);
    await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible();
    await expect(page.getByTestId("program-count")).toHaveText(`Showing ${(last - 1) * 25 + 1}-${total} of ${total}`);

    await page.goto("/manage-programs");
    const firstCity = (await page.getByTestId("program-row").first().locator("p").first().innerText()).split(",")[0]!.trim();
    await search(page, firstCity.toUpperCase());
    const rows = page.getByTestId("program-row");
    expect(await rows.count()).toBeGreaterThan(0);
    for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain(firstCity.toLowerCase());
    await search(page, "zz-no-such-program-zz");
    await expect(page.getByText('No programs match "zz-no-such-program-zz".')).toBeVisible();
  });

  test("badges: Image, Needs Image, No Website, and a broken image behind a placeholder", async ({ page, request }) => {
    // Unverified demo listings: an owner submission from an earlier test would also carry "New: to review",
    // and a verified one "Verified".
    const [a, b, c, d] = (await programs(request, 1, 40)).filter((p) => p.source !== "owner" && !p.isVerified).slice(0, 4);
    await edit(request, a!.id, { name: "Badge Case Image", website: "https://a.example/", imageUrl: "/demo/logo-1.svg" });
    await edit(request, b!.id, { name: "Badge Case Needs", website: "https://b.example/", imageUrl: null });
    await edit(request, c!.id, { name: "Badge Case Nosite", website: null, imageUrl: null });
    await edit(request, d!.id, { name: "Badge Case Broken", website: "https://d.example/", imageUrl: "/no-such-image.png" });
    await search(page, "badge case");
    await expect(page.getByTestId("program-row")).toHaveCount(4);
    const badges = async (name: string) => (await row(page, name).locator('[data-slot="badge"]').allInnerTexts()).sort();
    // None of them is claimed by its owner (decisions.md "Owners keep their listing true").
    expect(await badges("Badge Case Image")).toEqual(["Image", "Unclaimed"]);
    expect(await badges("Badge Case Needs")).toEqual(["Needs Image", "Unclaimed"]);
    expect(await badges("Badge Case Nosite")).toEqual(["No Website", "Unclaimed"]);
    await expect(row(page, "Badge Case Image").getByRole("img", { name: "Badge Case Image logo" })).toBeVisible();
    // Images load lazily: the row must be on screen before its image can fail.
    await row(page, "Badge Case Broken").scrollIntoViewIfNeeded();
    await expectInitialsOverBrokenImage(row(page, "Badge Case Broken").locator("img"));
    await expect(row(page, "Badge Case Nosite").getByTestId("image-placeholder")).toBeVisible();
  });

  test("edit without an image file: fields, integer prices, save closes and refreshes", async ({ page, request }) => {
    const [p] = await programs(request, 2, 1);
    await edit(request, p!.id, { name: "Edit Case Program", priceMin: 100, priceMax: 200 });
    await search(page, "edit case program");
    await row(page, "Edit Case Program").getByRole("button", { name: /^Edit / }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Program" });
    await expect(dialog.getByLabel("Program Name")).toHaveValue("Edit Case Program");
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await dialog.getByLabel("Minimum Price ($)").fill("12.5");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Minimum price must be a whole number of dollars")).toBeVisible();
    await dialog.getByLabel("Program Name").fill("Edit Case Program Renamed");
    await dialog.getByLabel("Minimum Price ($)").fill("");
    await dialog.getByLabel("Maximum Price ($)").fill("250");
    await dialog.getByLabel("What the price covers").selectOption({ label: "per test" });
    await dialog.getByLabel("Functional Medicine").check();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Program Updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, "Edit Case Program Renamed")).toBeVisible();
    const saved = (await (await request.get(`/api/programs/${p!.id}`)).json()) as Program & { programTypes: string[]; priceUnit: string | null };
    expect(saved).toMatchObject({ name: "Edit Case Program Renamed", priceMin: null, priceMax: 250, priceUnit: "test" });
    expect(saved.programTypes).toContain("Functional Medicine");
  });

  test("edit with an image file: uploads first, then saves; choosing a file clears the URL", async ({ page, request }) => {
    const [p] = await programs(request, 3, 1);
    await edit(request, p!.id, { name: "Upload Case Program", imageUrl: "https://old.example/logo.png" });
    await search(page, "upload case program");
    await row(page, "Upload Case Program").getByRole("button", { name: /^Edit / }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Program" });
    await expect(dialog.getByLabel("Image URL")).toHaveValue("https://old.example/logo.png");
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#0f766e" } }).png().toBuffer();
    await dialog.getByLabel("Upload an image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByLabel("Image URL")).toHaveValue("");
    // Hold the upload so its button label can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/programs/${p!.id}/image`, async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("button", { name: "Uploading Image..." })).toBeVisible();
    release();
    await expect(page.getByText("Program Updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = (await (await request.get(`/api/programs/${p!.id}`)).json()) as Program;
    expect(saved.imageUrl).toBeTruthy();
    expect(saved.imageUrl).not.toContain("old.example");
    const img = row(page, "Upload Case Program").getByRole("img", { name: "Upload Case Program logo" });
    await expect(img).toHaveAttribute("src", saved.imageUrl!);
    expect((await request.get(saved.imageUrl!)).headers()["content-type"]).toBe("image/webp");
  });

  test("delete asks for confirmation: cancel keeps the program, confirm removes it", async ({ page, request }) => {
    const [p] = await programs(request, 4, 1);
    await edit(request, p!.id, { name: "Delete Case Program" });
    await search(page, "delete case program");
    await row(page, "Delete Case Program").getByRole("button", { name: /^Delete / }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this program?" });
    await expect(confirm).toContainText("Delete Case Program");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, "Delete Case Program")).toBeVisible();
    expect((await request.get(`/api/programs/${p!.id}`)).status()).toBe(200);

    await row(page, "Delete Case Program").getByRole("button", { name: /^Delete / }).click();
    await confirm.getByRole("button", { name: "Delete Program" }).click();
    await expect(page.getByText("Program Deleted")).toBeVisible();
    await expect(row(page, "Delete Case Program")).toHaveCount(0);
    expect((await request.get(`/api/programs/${p!.id}`)).status()).toBe(404);
  });

  test("approving a pending review publishes it with the program's new rating; rejecting asks a reason and keeps it", async ({ page, request }) => {
    const pending = (await (await request.get("/api/admin/reviews?status=pending", { headers: bearer })).json()) as Review[];
    expect(pending.length).toBeGreaterThan(1);
    const [approve, reject] = pending as [Review, Review];
    const pendingBefore = Number(await page.getByTestId("stat-pending-reviews").innerText());

    const card = (r: Review) => page.getByTestId("pending-review").filter({ hasText: r.title }).filter({ hasText: r.programName }).first();
    await expect(card(approve)).toBeVisible();
    await card(approve).getByRole("button", { name: /^Approve/ }).click();
    await expect(page.getByText("Review Approved")).toBeVisible();
    await expect(page.getByTestId("stat-pending-reviews")).toHaveText(String(pendingBefore - 1));

    const published = (await (await request.get(`/api/programs/${approve.programId}/reviews`)).json()) as { id: string; rating: number }[];
    expect(published.map((r) => r.id)).toContain(approve.id);
    const average = published.reduce((sum, r) => sum + r.rating, 0) / published.length;
    const expected = (Math.round(average * 10 + 1e-9) / 10).toFixed(1);
    await page.goto(`/program/${approve.programId}`);
    await expect(page.getByRole("img", { name: `Rated ${expected} out of 5` }).first()).toBeVisible();
    await expect(page.getByText(`Based on ${published.length} reviews`).first()).toBeVisible();

    await page.goto("/manage-programs");
    await card(reject).getByRole("button", { name: /^Reject/ }).click();
    // Rejecting asks for a reason; it cannot be sent without one.
    const submit = card(reject).getByRole("button", { name: "Reject Review", exact: true });
    await expect(submit).toBeDisabled();
    await card(reject).getByLabel(/Reason for rejecting/).selectOption("off-topic");
    await submit.click();
    await expect(page.getByText("Review Rejected")).toBeVisible();
    await expect(page.getByTestId("stat-pending-reviews")).toHaveText(String(pendingBefore - 2));
    const rejected = (await (await request.get("/api/admin/reviews?status=rejected", { headers: bearer })).json()) as (Review & { rejectReason: string })[];
    expect(rejected.find((r) => r.id === reject.id)).toMatchObject({ isPublished: false, rejectReason: "off-topic" });
  });

  test("job buttons show progress while a run goes on and a toast at the end", async ({ page }) => {
    // The job calls are answered here: end-to-end tests never fetch the open web (the jobs themselves are
    // tested against local fixture sites in features/jobs/*.int.test.ts, GET /api/admin/jobs in job-runs.int.test.ts).
    let polls = 0;
    let started = "";
    const id = "00000000-0000-4000-8000-000000000001";
    const run = (over: Record<string, unknown>) => ({ id, kind: "find-websites", input: {}, createdAt: new Date().toISOString(), finishedAt: null, ahead: [], error: null, ...over });
    await page.route("**/api/programs/find-websites?*", async (route) => {
      started = route.request().url();
      await route.fulfill({ status: 202, json: { jobId: id } });
    });
    await page.route("**/api/admin/jobs?kind=find-websites*", async (route) => {
      if (!started) return route.fulfill({ json: { runs: [] } });
      polls++;
      await route.fulfill({
        json: {
          runs: [
            polls >= 3
              ? run({ status: "done", total: 5, done: 5, result: { dryRun: true, found: 2, updated: 0, checked: 5, notFound: 3, results: [] } })
              : run({ status: "running", total: 5, done: 2, result: null }),
          ],
        },
      });
    });
    await page.reload();
    const card = page.getByTestId("find-websites-card");
    await card.getByRole("button", { name: "Test Run" }).click();
    await expect(card.getByText("Running: 2 of 5 programs checked")).toBeVisible();
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await expect(page.getByText("Website Discovery Complete")).toBeVisible();
    await expect(card.getByTestId("find-websites-summary")).toContainText("Test run: found 2 websites for 5 programs checked. Nothing was saved.");
    await expect(card.getByTestId("find-websites-summary")).toContainText("Complete");
    expect(new URL(started).searchParams.get("limit")).toBe("5");
    expect(new URL(started).searchParams.get("dryRun")).toBe("true");
  });

  test("after a reload a running job is still followed, a queued one says what it waits behind, and a run with failures ends as a warning with the reason", async ({ page }) => {
    // What GET /api/admin/jobs answers while an NPI run goes on (its own shape is tested in job-runs.int.test.ts).
    const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();
    const first = { id: "00000000-0000-4000-8000-00000000000a", kind: "verify-npi", input: {}, createdAt: ago(60), finishedAt: null, error: null, ahead: [] };
    const second = { id: "00000000-0000-4000-8000-00000000000b", kind: "verify-npi", input: {}, createdAt: ago(30), finishedAt: null, error: null, result: null, total: 0, done: 0 };
    let polls = 0;
    await page.route("**/api/admin/jobs?kind=verify-npi*", async (route) => {
      polls++;
      const finished = polls >= 4;
      const down = { programId: "p", npiNumber: "1", outcome: "error", note: "The NPI Registry could not be reached" };
      await route.fulfill({
        json: {
          runs: finished
            ? [
                { ...second, status: "done", total: 0, done: 0, ahead: [], result: { dryRun: false, checked: 0, verified: 0, unverified: 0, errors: 0, results: [] }, finishedAt: ago(0) },
                { ...first, status: "done", total: 66, done: 66, finishedAt: ago(1), result: { dryRun: false, checked: 66, verified: 56, unverified: 0, errors: 10, results: Array.from({ length: 10 }, (_, i) => ({ ...down, name: `Clinic ${i + 1}` })) } },
              ]
            : [
                { ...second, status: "queued", ahead: [{ id: first.id, status: "running", total: 66, done: 2 + polls, createdAt: first.createdAt }] },
                { ...first, status: "running", total: 66, done: 2 + polls, result: null },
              ],
        },
      });
    });
    await page.reload(); // nothing was clicked on this page: the card finds the run by itself
    const card = page.getByTestId("verify-npi-card");
    await expect(card.getByRole("progressbar")).toBeVisible();
    await page.keyboard.press("Shift"); // the toasts' region mounts on a first key press once hydrated (components/ui/lazy-toaster.tsx)
    await expect(card.getByText(/^Running: \d+ of 66 programs checked$/)).toBeVisible();
    await expect(card.getByText(/^Queued behind the run started .+ \(running, \d+ of 66\)$/)).toBeVisible();
    await expect(page.getByText("NPI Verification: Finished with 10 problems: The NPI Registry could not be reached")).toBeVisible();
    const summary = card.getByTestId("verify-npi-summary");
    await expect(summary).toContainText("Finished with 10 problems: The NPI Registry could not be reached");
    await expect(summary).not.toContainText("NPI Verification Complete");
    await summary.getByText("Show the 10 programs not done").click();
    await expect(summary.getByText("Clinic 3: The NPI Registry could not be reached")).toBeVisible();
  });

  test("the Edit dialog checks with the server's schema: a price over the limit or a short phone is refused before sending", async ({ page, request }) => {
    const [p] = await programs(request, 4, 1);
    await edit(request, p!.id, { name: "Schema Case Program", priceMin: null, priceMax: null });
    await search(page, "schema case program");
    await row(page, "Schema Case Program").getByRole("button", { name: /^Edit / }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Program" });
    let puts = 0;
    page.on("request", (r) => void (r.method() === "PUT" && puts++));
    await dialog.getByLabel("Maximum Price ($)").fill("2000000");
    await dialog.getByLabel("Phone").fill("12-34");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Maximum price is too large")).toBeVisible();
    await expect(dialog.getByText("Please enter a phone number with at least 7 digits")).toBeVisible();
    expect(puts).toBe(0);
  });

  test("the admin bar on every admin page: its panels, the signed-in state, and Sign out", async ({ page }) => {
    const bar = page.getByRole("navigation", { name: "Admin" });
    await expect(bar.getByRole("link", { name: "Manage Programs" })).toHaveAttribute("aria-current", "page");
    await bar.getByRole("link", { name: "Import Data" }).click();
    await expect(page.getByRole("heading", { name: "Data Import Center" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Import Data" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("admin-signed-in")).toHaveText("Signed in as admin");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto("/import-data");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fimport-data$/);
  });
});
