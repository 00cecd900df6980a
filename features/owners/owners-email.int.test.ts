import { eq } from "drizzle-orm";
import { claimTokens } from "@/db/schema";
import * as claimEmail from "@/app/api/programs/[id]/claim/email/route";
import * as signIn from "@/app/api/owner/sign-in/route";
import * as verify from "@/app/api/owner/verify/route";
import * as ownerSession from "@/app/api/owner/session/route";
import { call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";
import { startInbox, type Inbox, type Mail } from "@/tests/support/smtp";
import { backgroundIdle } from "@/lib/queue/background";
import * as adminTransfers from "@/app/api/admin/transfers/route";
import * as adminTransfer from "@/app/api/admin/transfers/[id]/route";
import { adminBearer } from "@/tests/support/api";

let inbox: Inbox;

/**
 * Mail leaves through the job queue after the answer (pg-boss on PostgreSQL, in-process on PGlite): waits
 * until `count` messages to `to` have arrived (25 s at most: pg-boss polls each second, and a full run on two
 * cores once took more than 10 s for one) and answers the newest.
 */
async function mailTo(to: string, count = 1): Promise<Mail> {
  for (let waited = 0; waited < 25_000; waited += 25) {
    const mine = inbox.to(to);
    if (mine.length >= count) return mine[mine.length - 1]!;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to}`);
}
const mailCount = (to: string) => inbox.to(to).length;
/** Waits for the background queue to settle, so that "no mail" is a fact and not a race. */
const settled = async () => {
  await backgroundIdle();
  await new Promise((r) => setTimeout(r, process.env.DATABASE_URL ? 1500 : 50));
};

/** The secret of the sign-in link in the newest message to `to` (quoted-printable soft breaks undone). */
async function linkSecret(to: string, count: number): Promise<string> {
  const mail = await mailTo(to, count);
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const m = text.match(/http:\/\/localhost:3000\/owner\/verify\?token=([\w%-]+)/);
  if (!m) throw new Error("no link in the message");
  return decodeURIComponent(m[1]!);
}

const ORIGIN = { origin: "http://localhost:3000" };
const cookieOf = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith("detox_owner="))!.split(";")[0]!;
const ask = (id: string, email: unknown) => call(claimEmail.POST, { params: { id }, body: { email }, headers: { ...freshIp(), ...ORIGIN } });
const follow = (token: string) => call(verify.POST, { body: { token }, headers: { ...freshIp(), ...ORIGIN } });
const signInFor = (email: string) => call(signIn.POST, { body: { email }, headers: { ...freshIp(), ...ORIGIN } });

let A = "";
let B = "";
let freeMail = "";
let wordpress = "";
let githubPages = "";
let squarespace = "";
let restoreEnv: () => void;
beforeAll(async () => {
  await resetDb();
  inbox = await startInbox();
  restoreEnv = setEnv({ SMTP_URL: inbox.url });
  const rows = await insertPrograms([
    programRow({ name: "Clinic A", website: "https://www.clinica-health.com/welcome" }),
    programRow({ name: "Clinic B", website: "https://clinic-b.org" }),
    programRow({ name: "Free Mail Clinic", website: "https://gmail.com/" }),
    programRow({ name: "Press Clinic", website: "https://pressclinic.wordpress.com/" }),
    programRow({ name: "Pages Clinic", website: "https://clinic.github.io/" }),
    programRow({ name: "Square Clinic", website: "https://squareclinic.squarespace.com/about" }),
  ]);
  [A, B, freeMail, wordpress, githubPages, squarespace] = rows.map((r) => r.id) as [string, string, string, string, string, string];
});
afterAll(async () => {
  restoreEnv();
  await inbox.close();
  await closeDb();
});

/** Asks for a claim link and answers its secret, once the mail arrived. */
async function claimLink(id: string, email: string): Promise<string> {
  const n = mailCount(email);
  expect((await ask(id, email)).status).toBe(202);
  return linkSecret(email, n + 1);
}

describe("email claim through a local SMTP server", () => {
  it("sends a one-time link to an address at the website's domain; following it claims and signs in, once", async () => {
    const n = mailCount("dr.lee@mail.clinica-health.com");
    const sent = await ask(A, "Dr.Lee@Mail.clinica-health.com");
    expect(sent.status).toBe(202);
    const token = await linkSecret("dr.lee@mail.clinica-health.com", n + 1);
    const first = await follow(token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ signedIn: true, programId: A });
    const me = await call(ownerSession.GET, { headers: { cookie: cookieOf(first) } });
    expect(me.json.owner.email).toBe("dr.lee@mail.clinica-health.com");
    expect(me.json.programs).toEqual([expect.objectContaining({ id: A, method: "email" })]);
    const again = await follow(token);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("This sign-in link was already used. Ask for a new one.");
  });

  it("refuses an expired link", async () => {
    const token = await claimLink(A, "office@clinica-health.com");
    const db = await getDb();
    await db.update(claimTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(claimTokens.email, "office@clinica-health.com"));
    const res = await follow(token);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("This sign-in link has expired. Ask for a new one.");
  });

  it("refuses an address at another domain, at free mail, or a lookalike domain, and sends nothing", async () => {
    await settled();
    const before = inbox.mails.length;
    for (const email of ["lee@clinic-b.org", "lee@gmail.com", "lee@clinica-health.com.evil.net", "lee@notclinica-health.com"]) {
      const res = await ask(A, email);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("The address must be at clinica-health.com, the listing website's domain");
    }
    expect((await ask(freeMail, "someone@gmail.com")).status).toBe(400);
    expect((await ask(A, "not an email")).status).toBe(400);
    expect((await follow("x".repeat(40))).status).toBe(400);
    await settled();
    expect(inbox.mails.length).toBe(before);
  });

  // Security issue 29, item 4: platform hosts are their own domains, and email proves nothing there.
  it("refuses email claims for sites on hosting platforms, naming the platform", async () => {
    await settled();
    const before = inbox.mails.length;
    for (const [id, platform] of [[wordpress, "wordpress.com"], [githubPages, "github.io"], [squarespace, "squarespace.com"]] as const) {
      const res = await ask(id, `office@${platform}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(`This listing's website is hosted on ${platform}, where anyone can make a site, so an email address cannot prove it. Use the website token instead.`);
    }
    const sub = await ask(githubPages, "office@clinic.github.io");
    expect(sub.status).toBe(400);
    await settled();
    expect(inbox.mails.length).toBe(before);
  });

  // Security issue 29, item 4: a second email claim no longer takes a claimed listing.
  it("a second address at the domain asks for a transfer: the owner is told, the listing stays until an admin approves", async () => {
    const ownerBefore = mailCount("dr.lee@mail.clinica-health.com");
    const claimed = await follow(await claimLink(A, "new.owner@clinica-health.com"));
    expect(claimed.status).toBe(200);
    expect(claimed.json).toEqual({ signedIn: true, claimed: false, transferRequested: true, programId: A });
    const claimant = { cookie: cookieOf(claimed) };
    const mine = await call(ownerSession.GET, { headers: claimant });
    expect(mine.json.programs).toEqual([]);
    expect(mine.json.pendingTransfers).toEqual([expect.objectContaining({ programId: A, programName: "Clinic A" })]);
    // The owner is told, by email, and still holds the listing.
    const notice = await mailTo("dr.lee@mail.clinica-health.com", ownerBefore + 1);
    expect(notice.subject).toBe("Someone asked to take over Clinic A");
    expect(notice.raw.replace(/=\r?\n/g, "")).toContain("new.owner@clinica-health.com");
    const n = mailCount("dr.lee@mail.clinica-health.com");
    expect((await signInFor("dr.lee@mail.clinica-health.com")).status).toBe(202);
    const back = await follow(await linkSecret("dr.lee@mail.clinica-health.com", n + 1));
    expect(back.status).toBe(200);
    expect((await call(ownerSession.GET, { headers: { cookie: cookieOf(back) } })).json.programs).toEqual([expect.objectContaining({ id: A })]);
    // An admin approves: the listing moves, and the claimant is told.
    const pending = (await call(adminTransfers.GET, { headers: adminBearer })).json.find((t: { programId: string }) => t.programId === A);
    expect(pending).toMatchObject({ status: "pending", method: "email", fromEmail: "dr.lee@mail.clinica-health.com", toEmail: "new.owner@clinica-health.com" });
    const c = mailCount("new.owner@clinica-health.com");
    expect((await call(adminTransfer.PATCH, { params: { id: pending.id }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer })).status).toBe(200);
    expect((await mailTo("new.owner@clinica-health.com", c + 1)).subject).toBe("You now manage Clinic A");
    expect((await call(ownerSession.GET, { headers: claimant })).json.programs).toEqual([expect.objectContaining({ id: A })]);
    expect((await call(ownerSession.GET, { headers: { cookie: cookieOf(back) } })).json.programs).toEqual([]);
    // Unknown addresses get the same answer and no mail.
    await settled();
    const before = inbox.mails.length;
    expect((await signInFor("nobody@clinic-b.org")).status).toBe(202);
    await settled();
    expect(inbox.mails.length).toBe(before);
    expect((await call(ownerSession.DELETE, { method: "DELETE", headers: { cookie: cookieOf(back), ...ORIGIN } })).status).toBe(204);
    expect(B).toBeTruthy();
  });

  // Security issue 29, item 5: the mail goes out after the answer, so its timing tells nothing.
  it("answers a sign-in before the mail is sent, for an owner as for a stranger", async () => {
    await settled();
    inbox.setGreetingDelay(3000); // a slow mail server: an in-line send would hold the answer at least this long
    try {
      const n = mailCount("new.owner@clinica-health.com");
      const started = Date.now();
      const owner = await signInFor("new.owner@clinica-health.com");
      const ownerMs = Date.now() - started;
      const t = Date.now();
      const stranger = await signInFor("stranger@clinic-b.org");
      const strangerMs = Date.now() - t;
      expect([owner.status, stranger.status]).toEqual([202, 202]);
      expect(owner.json).toEqual(stranger.json);
      expect(ownerMs).toBeLessThan(2500);
      expect(strangerMs).toBeLessThan(2500);
      expect(mailCount("new.owner@clinica-health.com")).toBe(n); // not yet: the answer came first
      await mailTo("new.owner@clinica-health.com", n + 1); // and then it arrives
    } finally {
      inbox.setGreetingDelay(0);
    }
  });

  // Security issue 51, item 7: the claim mail was a relay for text of anyone's choosing, under the site's name.
  it("sends the claim mail under a neutral subject, with the listing's name only in the body, quoted", async () => {
    const [row] = await insertPrograms([programRow({ name: "Urgent: reset at evil.example", website: "https://relay-clinic.com", isVerified: false, source: "admin" })]);
    const n = mailCount("front.desk@relay-clinic.com");
    expect((await ask(row!.id, "front.desk@relay-clinic.com")).status).toBe(202);
    const mail = await mailTo("front.desk@relay-clinic.com", n + 1);
    expect(mail.subject).toBe("Your sign-in link");
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain('"Urgent: reset at evil.example"');
  });

  it("sends no claim mail for a listing waiting for review (sent through Add Business, not yet checked)", async () => {
    const [row] = await insertPrograms([programRow({ name: "New Listing", website: "https://waiting-clinic.com", isVerified: false, source: "owner" })]);
    const res = await ask(row!.id, "office@waiting-clinic.com");
    expect(res.status).toBe(409);
    expect(res.json.error).toMatch(/waiting for review/);
    await settled();
    expect(mailCount("office@waiting-clinic.com")).toBe(0);
  });

  it("caps claim mails per recipient whatever the address asking (429), and per listing", async () => {
    const [row] = await insertPrograms([programRow({ name: "Capped Clinic", website: "https://capped-clinic.com" })]);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ask(row!.id, "target@capped-clinic.com")).status); // a fresh client address each time
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    for (let i = 0; i < 5; i++) statuses.push((await ask(row!.id, `person${i}@capped-clinic.com`)).status);
    expect(statuses.slice(7)).toEqual([202, 202, 202, 202, 202]);
    expect((await ask(row!.id, "one-more@capped-clinic.com")).status).toBe(429); // 10 a listing an hour
    const signIns = [];
    for (let i = 0; i < 6; i++) signIns.push((await signInFor("someone@clinic-b.org")).status);
    expect(signIns).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("refuses an older sign-in link once a newer one is sent, and every unfollowed link after signing out", async () => {
    const email = "new.owner@clinica-health.com";
    await settled();
    const n = mailCount(email);
    expect((await signInFor(email)).status).toBe(202);
    const older = await linkSecret(email, n + 1);
    expect((await signInFor(email)).status).toBe(202);
    const newer = await linkSecret(email, n + 2);
    expect((await follow(older)).status).toBe(400);
    const signedIn = await follow(newer);
    expect(signedIn.status).toBe(200);
    expect((await signInFor(email)).status).toBe(202);
    const unfollowed = await linkSecret(email, n + 3);
    expect((await call(ownerSession.DELETE, { method: "DELETE", headers: { cookie: cookieOf(signedIn), ...ORIGIN } })).status).toBe(204);
    expect((await follow(unfollowed)).status).toBe(400);
  });

  it("without SMTP_URL the email calls answer 404", async () => {
    const restore = setEnv({ SMTP_URL: undefined });
    try {
      for (const res of [await ask(B, "a@clinic-b.org"), await signInFor("a@clinic-b.org"), await follow("x".repeat(40))]) {
        expect(res.status).toBe(404);
        expect(res.json.error).toBe("Email sign-in is not available on this site");
      }
    } finally {
      restore();
    }
  });
});
