import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { startInbox, type Inbox, type Mail } from "../../support/smtp";
import { skipConsent } from "../support/home-helpers";

/**
 * Issue 32, must show: an owner with no technical help, at 390 and 1280 px. Add Business, the new listing's page
 * with its next step, a one-click email claim against a real SMTP server on loopback, the dashboard, and the
 * listing's insights chart. Its own server (E2E_PORT + 103, empty database) has SMTP_URL set.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 103;
const BASE = `http://localhost:${PORT}`;
const DATA = ".data/e2e-journey";
const SHOTS = "test-results/owner-journey";

let inbox: Inbox;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  inbox = await startInbox();
  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
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
      SMTP_URL: inbox.url,
      SMTP_FROM: "Heavy Metal Detox Directory <no-reply@directory.test>",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${BASE}/api/ping`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the owner-journey server did not start");
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  await inbox.close();
});

test.beforeEach(async ({ context }) => skipConsent(context));

/** The sign-in link in the newest message to `to` (quoted-printable soft breaks undone). */
async function signInLink(to: string): Promise<string> {
  let mail: Mail | undefined;
  await expect.poll(() => (mail = inbox.to(to).at(-1)) !== undefined, { timeout: 15_000 }).toBe(true);
  const text = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = text.match(/https?:\/\/[^\s"<>]+\/owner\/verify\?token=[\w%-]+/)?.[0];
  expect(link, "a sign-in link in the message").toBeTruthy();
  return link!.replace(/^https?:\/\/[^/]+/, "");
}

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, style: "header { position: static !important; }" });
}

for (const width of [390, 1280]) {
  test(`at ${width} px: Add Business, the new listing's next step, an email claim, the dashboard, its notices and insights`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const domain = `riverbend-${width}.com`;
    const email = `office@${domain}`;

    // Add Business, as the spec's form asks.
    await page.goto("/add-business");
    await page.getByLabel("Program Name").fill(`Riverbend Metals Clinic ${width}`);
    await page.getByLabel("Phone").fill("(512) 555-0140");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Description").fill("Blood lead testing and exposure assessment for families.");
    await page.getByLabel("Website").fill(`https://www.${domain}/`);
    await page.getByLabel("Street Address").fill("12 River Rd");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").selectOption("TX");
    await page.getByLabel("ZIP Code").fill("78701");
    await page.getByLabel("Functional Medicine").check();
    await page.getByRole("button", { name: "Add Program" }).click();

    // The listing itself, with the next step. It waits for review, so no claim mail yet (security issue 51,
    // item 7): the website steps now, and the email way once verified.
    await expect(page).toHaveURL(/\/program\/[0-9a-f-]+$/, { timeout: 15_000 });
    const id = page.url().split("/").at(-1)!;
    const notice = page.getByTestId("added-notice");
    await expect(notice).toContainText("It waits for review");
    await expect(notice.getByTestId("added-mail-after-review")).toContainText(email);
    await expect(notice.getByRole("button", { name: "Email me a sign-in link" })).toHaveCount(0);
    await shoot(page, "listing-next-step", width);
    // An administrator verifies it; then one click mails the sign-in link to the address at its domain.
    const verified = await request.put(`/api/programs/${id}`, { headers: { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` }, data: { isVerified: true } });
    expect(verified.status()).toBe(200);
    await page.reload();
    await notice.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(notice.getByTestId("added-link-sent")).toContainText(`A sign-in link is on its way to ${email}`);

    // The link from the local SMTP server signs in.
    await page.goto(await signInLink(email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/owner$/);
    await expect(page.getByRole("heading", { name: "Your listings", level: 1 })).toBeVisible();
    await expect(page.getByTestId("owner-program")).toContainText(`Riverbend Metals Clinic ${width}`);
    // Emails about the listing (issue 32, item 4): all on, each saved at once and kept.
    const notices = page.getByTestId("owner-notices");
    await expect(notices.getByRole("checkbox", { name: "A review of my listing is published" })).toBeChecked();
    await notices.getByRole("checkbox", { name: "An administrator removes one of my replies" }).click();
    await expect(notices.getByRole("checkbox", { name: "An administrator removes one of my replies" })).not.toBeChecked();
    await page.reload();
    await expect(page.getByTestId("owner-notices").getByRole("checkbox", { name: "An administrator removes one of my replies" })).not.toBeChecked();
    await expect(page.getByTestId("owner-notices").getByRole("checkbox", { name: "A review of my listing is published" })).toBeChecked();
    await shoot(page, "dashboard", width);

    // A published review reaches the owner once, with a one-click unsubscribe that works without a session.
    const reviewed = await request.post(`/api/programs/${id}/reviews`, {
      data: { userName: "Jordan", userEmail: "jordan@example.org", rating: 5, title: "Clear and kind", comment: "They explained every result to us." },
    });
    const { id: reviewId } = (await reviewed.json()) as { id: string };
    const before = inbox.to(email).length;
    expect((await request.patch(`/api/admin/reviews/${reviewId}`, { data: { isPublished: true }, headers: { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` } })).ok()).toBe(true);
    await expect.poll(() => inbox.to(email).length, { timeout: 15_000 }).toBe(before + 1);
    const mail = inbox.to(email).at(-1)!.raw;
    expect(mail).toMatch(/^Subject: New review published on Riverbend Metals Clinic/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const unsubscribe = mail.replace(/\r?\n[ \t]+/g, " ").match(/^List-Unsubscribe: <([^>]+)>/m)?.[1];
    expect(unsubscribe).toBeTruthy();
    const off = await fetch(unsubscribe!.replace(/^https?:\/\/[^/]+/, BASE), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(off.status).toBe(200);
    await page.reload();
    await expect(page.getByTestId("owner-notices").getByRole("checkbox", { name: "A review of my listing is published" })).not.toBeChecked();

    // The listing's insights: the page view counted when the submitter landed on the listing.
    await page.goto(`/owner/programs/${id}`);
    // The chart's accessible name summarises the period (the spinner, also an image, is named "Loading").
    const chart = () => page.getByRole("region", { name: "Insights", exact: true }).getByRole("img", { name: /page views? and/ });
    await expect(chart()).toBeVisible();
    await expect
      .poll(async () => {
        await page.reload();
        await chart().waitFor();
        return (await chart().getAttribute("aria-label")) ?? "";
      }, { timeout: 20_000 })
      .toMatch(/: [1-9]\d* page views? and/);
    await chart().scrollIntoViewIfNeeded();
    await shoot(page, "insights", width);
  });
}
