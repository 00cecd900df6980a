import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { startInbox, type Inbox, type Mail } from "../../support/smtp";
import { skipConsent } from "../support/home-helpers";

/**
 * Issue 53, items 5 and 6, on the built site: the way back in (the footer link, /owner's two ways, "Manage this
 * listing" for the owner and "managed by the provider" for others, a used link offering a new one in place), and a
 * revert that respects the owner (a confirmation with a reason, one field, the owner's mail over real SMTP on
 * loopback, the owner's history). Its own server (E2E_PORT + 157, empty database) has SMTP_URL and CONTACT_EMAIL.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 157; // not +104: 3306 is MySQL's port
const BASE = `http://localhost:${PORT}`;
const DATA = ".data/e2e-revert";
const SHOTS = process.env.ISSUE53_SHOTS ?? "test-results/issue-53";
const bearer = { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };

let inbox: Inbox;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(420_000); // a shared, busy machine can take minutes to start a server
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
      CONTACT_EMAIL: "help@directory.test",
    },
    stdio: ["ignore", "ignore", process.env.E2E_SERVER_LOG ? openSync(process.env.E2E_SERVER_LOG, "w") : "ignore"],
  });
  for (let i = 0; i < 760; i++) {
    if (await fetch(`${BASE}/api/ping`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the revert e2e server did not start");
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

const mailsTo = (to: string) => inbox.to(to);
async function newestMail(to: string, count: number): Promise<Mail> {
  await expect.poll(() => mailsTo(to).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(to).at(-1)!;
}
const linkIn = (mail: Mail) => mail.text.match(/https?:\/\/[^\s"<>]+\/owner\/verify\?token=[\w%-]+/)![0].replace(/^https?:\/\/[^/]+/, "");

/** Both widths; `target` is what to shoot (the viewport when a dialog is open). */
async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage, style: "header { position: static !important; }" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const OWNER = "office@capitol-metals.com";
let id = "";
let usedLink = "";

test("the way back in: the footer link, /owner's two ways, Manage this listing, and a used link offering a new one", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const created = await request.post("/api/programs", {
    data: { name: "Capitol Metals Clinic", phone: "(202) 555-0140", description: "Blood lead testing for families.", website: "https://capitol-metals.com/", address: "1100 New York Ave NW", city: "Washington", state: "DC", zipCode: "20005", programTypes: ["Functional Medicine"] },
  });
  expect(created.status()).toBe(201);
  id = ((await created.json()) as { id: string }).id;
  expect((await request.put(`/api/programs/${id}`, { headers: bearer, data: { isVerified: true } })).status()).toBe(200);

  // The footer's way in, on every page.
  await page.goto("/");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "For providers: sign in" });
  await expect(footerLink).toHaveAttribute("href", "/owner");
  await footerLink.click();
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole("heading", { name: "Provider sign-in", level: 1 })).toBeVisible();
  await expect(page.getByText("1. Sign in by email", { exact: true })).toBeVisible();
  await expect(page.getByText("2. Sign in with your website", { exact: true })).toBeVisible();
  await expect(page.getByTestId("website-way-back")).toContainText("sends a transfer request");
  await shoot(page, "owner-sign-in");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("contentinfo").screenshot({ path: `${SHOTS}/footer-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // "Find your listing" is a search.
  await page.getByRole("searchbox", { name: "Find your listing" }).fill("Capitol Metals");
  await page.getByRole("search", { name: "Find your listing" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/\?q=Capitol\+Metals$/);

  // Claim by email from the claim page; the link signs in.
  await page.goto(`/program/${id}`);
  await page.getByRole("link", { name: "Claim this listing" }).click();
  await page.getByLabel("Email address").fill(OWNER);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByTestId("email-link-sent")).toContainText("a link to claim this listing is on its way");
  usedLink = linkIn(await newestMail(OWNER, 1));
  await page.goto(usedLink);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/owner$/);

  // The owner sees "Manage this listing"; a visitor sees who manages it and the way to ask for a transfer.
  await page.goto(`/program/${id}`);
  const facts = page.getByRole("region", { name: "Listing facts" });
  await expect(facts.getByTestId("claim-listing")).toHaveCount(0);
  await expect(facts.getByTestId("manage-listing").getByRole("link", { name: "Manage this listing" })).toHaveAttribute("href", `/owner/programs/${id}`);
  await expect(facts.getByTestId("managed-by-provider")).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await facts.screenshot({ path: `${SHOTS}/manage-this-listing-${width}.png`, style: "header { position: static !important; }" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const visitor = await browser.newContext({ baseURL: BASE });
  await skipConsent(visitor);
  const other = await visitor.newPage();
  await other.goto(`/program/${id}`);
  const theirs = other.getByRole("region", { name: "Listing facts" });
  await expect(theirs.getByTestId("managed-by-provider")).toContainText("This listing is managed by the provider");
  await expect(theirs.getByRole("link", { name: "Request a transfer" })).toHaveAttribute("href", `/program/${id}/claim`);
  await expect(theirs.getByTestId("manage-listing")).toHaveCount(0);
  await theirs.screenshot({ path: `${SHOTS}/managed-by-provider-1280.png` });
  // The claim page of a claimed listing says a proof is a request, never that the listing moves.
  await other.goto(`/program/${id}/claim`);
  await expect(other.getByTestId("already-claimed")).toContainText("that sends a transfer request");
  await expect(other.getByTestId("already-claimed")).not.toContainText("moves to whoever");
  // The used link offers a new one right there.
  await other.goto(usedLink);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("main").getByRole("alert")).toContainText("This sign-in link was already used");
  const fresh = other.getByTestId("new-link");
  await expect(fresh.getByRole("heading", { name: "Get a new sign-in link" })).toBeVisible();
  await fresh.getByLabel("Email address").fill(OWNER);
  await fresh.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(fresh.getByTestId("email-link-sent")).toContainText(OWNER);
  await expect.poll(() => mailsTo(OWNER).length, { timeout: 20_000 }).toBe(2);
  await other.screenshot({ path: `${SHOTS}/used-link-1280.png`, fullPage: true });
  await visitor.close();
});

test("a revert with a reason, of one field: the owner's mail over SMTP, and the owner's history", async ({ page }) => {
  test.setTimeout(150_000);
  // The owner signs in with the fresh link and changes the phone and the city.
  await page.goto(linkIn(mailsTo(OWNER).at(-1)!));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/owner$/);
  await page.goto(`/owner/programs/${id}`);
  // Typed before hydration, an old value can stay beside the new one: type until the field holds exactly it.
  for (const [label, value] of [["Phone", "(202) 555-0177"], ["City", "Georgetown"]] as const) {
    const field = page.getByLabel(label);
    await expect(async () => {
      await field.fill(value);
      await expect(field).toHaveValue(value, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Listing updated")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("No changes to save")).toBeVisible();

  // The admin reverts the phone only, with a reason, after a confirmation.
  await page.goto("/admin/login?next=/manage-programs");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Manage Programs", level: 1 })).toBeVisible();
  await page.goto("/manage-programs?claimed=yes");
  await page.getByTestId("program-row").filter({ hasText: "Capitol Metals Clinic" }).getByRole("button", { name: "History of Capitol Metals Clinic" }).click();
  const history = page.getByRole("dialog", { name: /History of Capitol Metals Clinic/ });
  const change = history.getByTestId("history-change").filter({ hasText: "Owner dashboard" }).first();
  await expect(change.getByRole("row", { name: /^Phone/ })).toContainText("(202) 555-0177");
  await expect(change.getByRole("row", { name: /^City/ })).toContainText("Georgetown");
  await change.getByRole("button", { name: /^Revert Phone of the change/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revert Phone?" });
  await confirm.getByTestId("revert-lines").waitFor();
  await expect(confirm.getByTestId("revert-lines")).toContainText("(202) 555-0177");
  await expect(confirm.getByTestId("revert-lines")).toContainText("back to (202) 555-0140");
  await confirm.getByRole("button", { name: "Revert", exact: true }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Please give a reason for the revert; the owner is told");
  await confirm.getByLabel("Reason (sent to the owner)").fill("The new number rings a fax machine; please check it.");
  await shoot(page, "revert-dialog", false);
  const before = mailsTo(OWNER).length;
  await confirm.getByRole("button", { name: "Revert", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Field reverted")).toBeVisible();
  await expect(change).toContainText("Partly reverted");
  await expect(history.getByTestId("history-reason").first()).toContainText("The new number rings a fax machine");
  await page.keyboard.press("Escape");

  // The owner's mail names the field, the values and the reason, and answers to CONTACT_EMAIL.
  const mail = await newestMail(OWNER, before + 1);
  expect(mail.text).toContain("- Phone: now (202) 555-0140 again (it was (202) 555-0177)");
  expect(mail.text).toContain("Reason: The new number rings a fax machine; please check it.");
  expect(mail.text).not.toContain("Georgetown");
  expect(/^Reply-To: (.*)$/im.exec(mail.headers)?.[1]?.trim()).toBe("help@directory.test");

  // The owner's history under /owner shows the revert, its reason, in words.
  await page.goto("/owner");
  await page.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/programs/${id}#history$`));
  const owned = page.getByRole("region", { name: "History" });
  const revert = owned.getByTestId("owner-history-change").first();
  await expect(revert).toContainText("An administrator");
  await expect(revert).toContainText("Changed back");
  await expect(revert.getByTestId("owner-history-reason")).toContainText("The new number rings a fax machine");
  await expect(revert).toContainText("Phone");
  await expect(owned).not.toContainText("{");
  await expect(owned.getByTestId("owner-history-change").nth(1)).toContainText("Partly reverted");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await owned.screenshot({ path: `${SHOTS}/owner-history-${width}.png`, style: "header { position: static !important; }" });
  }
});
