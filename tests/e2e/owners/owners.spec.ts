import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { skipConsent } from "../support/home-helpers";

/**
 * Owners keep their listing true (decisions.md): claim by website token against a fixture site on
 * loopback, sign in, edit, reply to a review, and see it all on the public page and in the history.
 *
 * The claim check fetches the listing's website through outsideFetch, which refuses loopback addresses;
 * only a non-production server lets the exact host:port pairs of OUTSIDE_FETCH_ALLOW through (never in
 * production). So this spec starts its own server from the same build, with NODE_ENV=test and the fixture
 * site allowed, on E2E_PORT + 100 with its own empty database.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 100;
const BASE = `http://localhost:${PORT}`;
const DATA = ".data/e2e-owners";
const SHOTS = process.env.OWNER_SHOTS_DIR;
const bearer = { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };

let server: ChildProcess | undefined;
let site: http.Server;
let siteUrl = "";
let published = "";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE });

async function shoot(page: Page, name: string, target?: Locator) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await (target ?? page.locator("main")).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = http.createServer((req, res) => {
    if (new URL(req.url!, "http://x").pathname !== "/") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><title>Riverbend Clinic</title>${published ? `<meta name="detox-directory-verification" content="${published}">` : ""}</head><body>Riverbend</body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  rmSync(DATA, { recursive: true, force: true });
  server = spawn(process.execPath, ["scripts/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DATABASE_URL: "",
      PGLITE_DATA_DIR: `${DATA}/pglite`,
      UPLOAD_DIR: `${DATA}/uploads`,
      SEED_DEMO_DATA: "never",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ADMIN_API_TOKEN: E2E_ADMIN_API_TOKEN,
      SITE_URL: BASE,
      OUTSIDE_FETCH_ALLOW: new URL(siteUrl).host,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${BASE}/api/ping`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the owner e2e server did not start");
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
});

test.beforeEach(async ({ context }) => skipConsent(context));

test("an owner claims a listing by website token, edits phone and hours, replies to a review, and the admin sees the history", async ({ page, request }) => {
  test.setTimeout(120_000);
  const created = await request.post("/api/programs", {
    data: {
      name: "Riverbend Metals Clinic",
      phone: "(512) 555-0140",
      description: "Blood lead testing and exposure assessment for families.",
      website: siteUrl,
      address: "12 River Rd",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      programTypes: ["Functional Medicine"],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const review = await request.post(`/api/programs/${id}/reviews`, {
    data: { userName: "Jordan", userEmail: "jordan@example.org", rating: 4, title: "Clear explanations", comment: "The staff walked us through every result." },
  });
  const { id: reviewId } = (await review.json()) as { id: string };
  expect((await request.patch(`/api/admin/reviews/${reviewId}`, { data: { isPublished: true }, headers: bearer })).ok()).toBe(true);

  // One spelling of every id (security issue 51, item 2): an upper-case id answers 308 to the lower-case path,
  // for a page (scripts/server.mjs) and for an API call (the route builder); a write to it is a 404.
  for (const path of [`/program/${id.toUpperCase()}`, `/program/${id.toUpperCase()}/claim`, `/api/programs/${id.toUpperCase()}`]) {
    const moved = await request.get(`${path}?from=test`, { maxRedirects: 0 });
    expect({ path, status: moved.status(), location: moved.headers().location }).toEqual({ path, status: 308, location: `${path.toLowerCase()}?from=test` });
  }
  expect((await request.post(`/api/programs/${id.toUpperCase()}/events`, { data: { type: "view" } })).status()).toBe(404);

  // Without SMTP, /owner says plainly that email sign-in is not set up, and shows the other ways in (issue 32, item 5).
  await page.goto("/owner");
  await expect(page.getByTestId("no-email-sign-in")).toContainText("Email sign-in is not set up on this site");
  await expect(page.getByTestId("no-email-sign-in").getByRole("link", { name: "write to us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveCount(0);

  // Claim: the listing offers it, the page gives a token, the fixture site publishes it, "Check now" signs in.
  await page.goto(`/program/${id}`);
  await page.getByRole("link", { name: "Claim this listing" }).click();
  await expect(page.getByRole("heading", { name: "Claim Riverbend Metals Clinic", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Get a verification token" }).click();
  const token = (await page.getByTestId("claim-token").innerText()).trim();
  expect(token).toMatch(/^detox-/);
  await expect(page.getByTestId("claim-meta-tag")).toHaveText(`<meta name="detox-directory-verification" content="${token}">`);
  await shoot(page, "owner-claim");
  await page.getByRole("button", { name: "Check now" }).click();
  await expect(page.getByTestId("claim-problem")).toContainText("The token was not found");
  // In plain words: what was fetched and what was missing there (issue 32, item 2).
  await expect(page.getByTestId("claim-problem")).toContainText('we found no <meta name="detox-directory-verification"> tag');
  published = token;
  await page.getByRole("button", { name: "Check now" }).click();
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole("heading", { name: "Your listings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("owner-program")).toHaveCount(1);
  // A website proof reaches its listing only: no account address, requests or notice settings (issue 51, item 6).
  await expect(page.getByTestId("owner-scoped")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Emails about your listings" })).toHaveCount(0);
  await shoot(page, "owner-dashboard");

  // Edit the phone number and the hours (the provider details' own editor).
  await page.getByRole("link", { name: /Edit listing and reply to reviews/ }).click();
  await expect(page.getByRole("heading", { name: "Riverbend Metals Clinic", level: 1 })).toBeVisible();
  await page.getByLabel("Phone").fill("(512) 555-0177");
  const editor = page.getByTestId("hours-editor");
  await editor.getByLabel("Give opening hours").check();
  await editor.getByRole("button", { name: "Add hours on Saturday" }).click();
  await editor.getByLabel("Saturday opens").fill("10:00");
  await editor.getByLabel("Saturday closes").fill("14:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Listing updated")).toBeVisible();
  await shoot(page, "owner-edit");

  // Reply to the review: the HIPAA warning comes first.
  await page.getByRole("button", { name: "Reply publicly" }).click();
  await expect(page.getByTestId("hipaa-warning")).toContainText("Never confirm that the reviewer is or was your patient");
  await page.getByLabel("Your public reply").fill("Thank you for your kind words. Please call our office with any questions.");
  await page.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByTestId("provider-reply")).toContainText("Thank you for your kind words.");
  await expect(page.getByRole("button", { name: "Reply publicly" })).toHaveCount(0);

  // The public page: the new phone, "Claimed by the provider", "Last updated by the provider on", the reply.
  await page.goto(`/program/${id}`);
  await expect(page.getByRole("link", { name: /555-0177/ }).first()).toBeVisible();
  const facts = page.getByRole("region", { name: "Listing facts" });
  await expect(facts.getByTestId("listing-claimed")).toContainText("Claimed by the provider");
  await expect(facts.getByTestId("listing-claimed")).toContainText(/Last updated by the provider on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(facts.getByTestId("claim-listing")).toHaveCount(0);
  // Issue 53, item 6: a website-token owner's own listing offers the way to manage it.
  await expect(facts.getByRole("link", { name: "Manage this listing" })).toHaveAttribute("href", `/owner/programs/${id}`);
  await expect(page.getByRole("region", { name: "Visiting and paying" }).getByRole("row", { name: /Saturday/ })).toContainText("10:00 AM – 2:00 PM");
  await shoot(page, "owner-listing-facts", facts);
  await page.goto(`/program/${id}?tab=reviews`);
  // By role: the hidden streamed copy of the panel, which a test id also matches, is not in the accessibility tree.
  const reviews = page.getByRole("region", { name: /^Reviews/ });
  const reply = reviews.getByTestId("provider-reply");
  await expect(reply).toContainText("Response from the provider");
  await expect(reply).toContainText("Thank you for your kind words.");
  await shoot(page, "owner-review-reply", reviews.getByTestId("review-list"));

  // The admin's Manage Programs: Claimed badge, history with the owner's phone change.
  await page.goto("/admin/login?next=/manage-programs");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Manage Programs", level: 1 })).toBeVisible();
  await page.goto("/manage-programs?claimed=yes");
  const row = page.getByTestId("program-row").filter({ hasText: "Riverbend Metals Clinic" });
  await expect(row.getByTestId("badge-claimed")).toBeVisible();
  await row.getByRole("button", { name: "History of Riverbend Metals Clinic" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("history-owner")).toContainText("an owner proven by website token");
  const phoneChange = dialog.getByTestId("history-change").filter({ hasText: "Owner dashboard" }).first();
  await expect(phoneChange).toContainText("(512) 555-0140");
  await expect(phoneChange).toContainText("(512) 555-0177");
  // In words, never JSON (issue 53, item 5): hours given for the first time, day by day.
  await expect(phoneChange.getByRole("row", { name: /^Opening hours, Saturday/ })).toContainText("10:00 AM – 2:00 PM");
  await expect(phoneChange).not.toContainText("{");
  await expect(dialog.getByTestId("history-reply")).toContainText("Thank you for your kind words.");
  await shoot(page, "owner-admin-history", dialog);
});
