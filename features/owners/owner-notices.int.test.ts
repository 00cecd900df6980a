import { ownerPrograms, owners, programReports, reviewReplies, reviews } from "@/db/schema";
import * as claimEmail from "@/app/api/programs/[id]/claim/email/route";
import * as verify from "@/app/api/owner/verify/route";
import * as notices from "@/app/api/owner/notices/route";
import * as unsubscribe from "@/app/api/owner/notices/unsubscribe/route";
import * as adminReview from "@/app/api/admin/reviews/[id]/route";
import * as adminReply from "@/app/api/admin/reviews/[id]/reply/route";
import * as adminReport from "@/app/api/admin/reports/[id]/route";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";
import { clearOwnerMailJobs, ownerMailDrained as drained, ownerMailJobs as queuedJobs } from "@/tests/support/owner-mail";
import { startInbox, type Inbox, type Mail } from "@/tests/support/smtp";
import { createOwnerSessionToken } from "@/lib/session/owner";


let inbox: Inbox;
const OWNER = "dr.ray@clinic-ray.com";
const ORIGIN = { origin: "http://localhost:3000" };
const mailsTo = (to: string, subject?: string) => inbox.to(to, subject);
const headerOf = (m: Mail, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(m.headers)?.[1]?.trim() ?? null;

let A = "";
let ownerId = "";
let cookie = "";
let restoreEnv: () => void;
let claimants = 0;

beforeAll(async () => {
  await resetDb();
  await clearOwnerMailJobs();
  inbox = await startInbox();
  restoreEnv = setEnv({ SMTP_URL: inbox.url });
  const [program] = await insertPrograms([programRow({ name: "Ray Clinic", website: "https://clinic-ray.com/" })]);
  A = program!.id;
  const db = await getDb();
  const [owner] = await db.insert(owners).values({ email: OWNER }).returning({ id: owners.id });
  ownerId = owner!.id;
  await db.insert(ownerPrograms).values({ programId: A, ownerId, method: "email" });
  cookie = `detox_owner=${await createOwnerSessionToken(ownerId, "all")}`;
});
afterAll(async () => {
  restoreEnv();
  await inbox.close();
  await closeDb();
});

/** The four events, each as an admin or a claimant makes it happen. */
async function publishReview(title = "Kind and careful staff"): Promise<string> {
  const db = await getDb();
  const [row] = await db.insert(reviews).values({ programId: A, userName: "Pat", userEmail: "pat@example.com", rating: 5, title, comment: "They explained every step of the testing." }).returning({ id: reviews.id });
  const res = await call(adminReview.PATCH, { method: "PATCH", params: { id: row!.id }, body: { isPublished: true }, headers: adminBearer });
  expect(res.status).toBe(200);
  return row!.id;
}
async function resolveReport(): Promise<void> {
  const db = await getDb();
  const [row] = await db.insert(programReports).values({ programId: A, reason: "wrong-contact", details: "The phone number rings a pizza place.", email: "reporter@example.com", status: "open" }).returning({ id: programReports.id });
  const res = await call(adminReport.PATCH, { method: "PATCH", params: { id: row!.id }, body: { status: "resolved", note: "phone fixed" }, headers: adminBearer });
  expect(res.status).toBe(200);
}
async function requestTransfer(): Promise<void> {
  const claimant = `colleague${++claimants}@clinic-ray.com`;
  expect((await call(claimEmail.POST, { params: { id: A }, body: { email: claimant }, headers: { ...freshIp(), ...ORIGIN } })).status).toBe(202);
  await drained();
  const link = mailsTo(claimant).at(-1)!.text.match(/\/owner\/verify\?token=([\w%-]+)/)!;
  const res = await call(verify.POST, { body: { token: decodeURIComponent(link[1]!) }, headers: { ...freshIp(), ...ORIGIN } });
  expect(res.json).toMatchObject({ transferRequested: true });
}
async function removeReply(): Promise<void> {
  const reviewId = await publishReview("A reply will be removed");
  const db = await getDb();
  await db.insert(reviewReplies).values({ reviewId, ownerId, body: "Thank you for coming to see us." });
  expect((await call(adminReply.DELETE, { method: "DELETE", params: { id: reviewId }, headers: adminBearer })).status).toBe(204);
}

const SUBJECTS = {
  "review-published": "New review published on Ray Clinic",
  "report-resolved": "A reported problem with Ray Clinic was resolved",
  "transfer-requested": "Someone asked to take over Ray Clinic",
  "reply-removed": "Your reply on Ray Clinic was removed",
} as const;
const EVENTS = { "review-published": publishReview, "report-resolved": resolveReport, "transfer-requested": requestTransfer, "reply-removed": removeReply } as const;
type Kind = keyof typeof SUBJECTS;

/** Makes the event happen and answers how many notices of that kind the owner got from it. */
async function noticesFrom(kind: Kind): Promise<number> {
  await drained();
  const before = mailsTo(OWNER, SUBJECTS[kind]).length;
  await EVENTS[kind]();
  await drained();
  return mailsTo(OWNER, SUBJECTS[kind]).length - before;
}

const getPrefs = () => call(notices.GET, { headers: { cookie } });
const putPrefs = (body: unknown) => call(notices.PUT, { method: "PUT", body, headers: { cookie, ...ORIGIN } });
const post = (url: string) => {
  const u = new URL(url);
  return call(unsubscribe.POST, { method: "POST", path: u.pathname, query: Object.fromEntries(u.searchParams), rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
};
const unsubscribeUrlOf = (m: Mail) => /^<(https?:\/\/[^>]+)>$/.exec(headerOf(m, "List-Unsubscribe") ?? "")?.[1] ?? "";

describe("owner notices by email (issue 32, item 4)", () => {
  // Security issue 51, item 6: a request to take over a listing is always told, with no way to turn it off.
  it("transfer-requested: exactly one message to the owner, always sent, without an unsubscribe link", async () => {
    expect(await noticesFrom("transfer-requested")).toBe(1);
    const mail = mailsTo(OWNER, SUBJECTS["transfer-requested"]).at(-1)!;
    expect(mail.to).toEqual([OWNER]);
    expect(headerOf(mail, "List-Unsubscribe") ?? null).toBeNull();
    expect(mail.text).toContain("It is always sent");
  });

  it.each((Object.keys(SUBJECTS) as Kind[]).filter((k) => k !== "transfer-requested"))("%s: exactly one message to the owner, with one-click unsubscribe headers and link", async (kind) => {
    expect(await noticesFrom(kind)).toBe(1);
    const mail = mailsTo(OWNER, SUBJECTS[kind]).at(-1)!;
    expect(mail.to).toEqual([OWNER]);
    const url = unsubscribeUrlOf(mail);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/owner\/notices\/unsubscribe\?token=/);
    expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`To stop this kind of email: ${url}`);
    if (kind === "review-published" || kind === "reply-removed") expect(mail.text).toContain(`http://localhost:3000/owner/programs/${A}`);
    if (kind === "report-resolved") {
      expect(mail.text).toContain("Wrong phone, email or website");
      expect(mail.text).not.toContain("reporter@example.com");
      expect(mail.text).not.toContain("pizza");
    }
  });

  it("re-approving a published review, re-resolving or dismissing a report sends nothing", async () => {
    const reviewId = await publishReview("Published once");
    await drained();
    const n = mailsTo(OWNER).length;
    expect((await call(adminReview.PATCH, { method: "PATCH", params: { id: reviewId }, body: { isPublished: true }, headers: adminBearer })).status).toBe(200);
    const db = await getDb();
    const [report] = await db.insert(programReports).values({ programId: A, reason: "closed", details: "Closed since spring.", status: "resolved" }).returning({ id: programReports.id });
    expect((await call(adminReport.PATCH, { method: "PATCH", params: { id: report!.id }, body: { status: "resolved" }, headers: adminBearer })).status).toBe(200);
    const [dismissed] = await db.insert(programReports).values({ programId: A, reason: "closed", details: "Closed since spring.", status: "open" }).returning({ id: programReports.id });
    expect((await call(adminReport.PATCH, { method: "PATCH", params: { id: dismissed!.id }, body: { status: "dismissed" }, headers: adminBearer })).status).toBe(200);
    await drained();
    expect(mailsTo(OWNER).length).toBe(n);
  });

  it("the unsubscribe link's page asks before it changes anything; a bad link is refused", async () => {
    const url = unsubscribeUrlOf(mailsTo(OWNER, SUBJECTS["review-published"]).at(-1)!);
    const u = new URL(url);
    const page = await call(unsubscribe.GET, { path: u.pathname, query: Object.fromEntries(u.searchParams) });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain("A review of my listing is published");
    expect(page.text).toContain('<form method="post"');
    expect((await getPrefs()).json.notices["review-published"]).toBe(true);
    expect((await call(unsubscribe.GET, { path: u.pathname, query: { token: "nope" } })).status).toBe(400);
  });

  it("a forged or tampered token is refused and changes nothing", async () => {
    const url = unsubscribeUrlOf(mailsTo(OWNER, SUBJECTS["review-published"]).at(-1)!);
    const token = new URL(url).searchParams.get("token")!;
    const [payload, expires, signature] = token.split(".") as [string, string, string];
    const flip = (s: string) => s.slice(0, -2) + (s.at(-2) === "A" ? "B" : "A") + s.at(-1);
    const bad = [
      `${payload}.${expires}.${flip(signature)}`, // signature changed
      `${payload.replace("review-published", "report-resolved")}.${expires}.${signature}`, // another kind
      `${payload.replace(ownerId, "00000000-0000-4000-8000-000000000000")}.${expires}.${signature}`, // another owner
      `${payload}.${Number(expires) + 1000}.${signature}`, // a longer life
      `${payload}.${expires}`,
      "",
    ];
    for (const t of bad) {
      const res = await post(`http://localhost:3000/api/owner/notices/unsubscribe?token=${encodeURIComponent(t)}`);
      expect({ t, status: res.status }).toEqual({ t, status: 400 });
    }
    expect((await getPrefs()).json.notices).toEqual({ "review-published": true, "report-resolved": true, "transfer-requested": true, "reply-removed": true });
  });

  it("POSTing the unsubscribe URL (one click, no cookies) stops that kind only", async () => {
    const url = unsubscribeUrlOf(mailsTo(OWNER, SUBJECTS["review-published"]).at(-1)!);
    const res = await post(url);
    expect(res.status).toBe(200);
    expect(res.text).toContain("You will no longer get emails of this kind");
    expect((await post(url)).status).toBe(200); // twice is harmless
    expect((await getPrefs()).json.notices).toEqual({ "review-published": false, "report-resolved": true, "transfer-requested": true, "reply-removed": true });
    expect(await noticesFrom("review-published")).toBe(0);
    expect(await noticesFrom("report-resolved")).toBe(1);
    expect(await noticesFrom("transfer-requested")).toBe(1);
  });

  it("preferences through the API turn kinds on and off; the owner session is required", async () => {
    expect((await call(notices.GET)).status).toBe(401);
    expect((await call(notices.PUT, { method: "PUT", body: { notices: { "report-resolved": false } }, headers: ORIGIN })).status).toBe(401);
    expect((await putPrefs({ notices: { "no-such-kind": false } })).status).toBe(400);
    expect((await putPrefs({ notices: { "report-resolved": "off" } })).status).toBe(400);
    const locked = await putPrefs({ notices: { "review-published": true, "transfer-requested": false } });
    expect(locked.status).toBe(400);
    expect(locked.json.error).toMatch(/cannot be turned off/);
    const saved = await putPrefs({ notices: { "review-published": true, "reply-removed": false } });
    expect(saved.status).toBe(200);
    expect(saved.json.notices).toEqual({ "review-published": true, "report-resolved": true, "transfer-requested": true, "reply-removed": false });
    const read = await getPrefs();
    expect(read.json).toMatchObject({ notices: saved.json.notices, emailWorks: true, email: OWNER });
    expect(await noticesFrom("transfer-requested")).toBe(1);
    expect(await noticesFrom("review-published")).toBe(1);
    expect(await noticesFrom("reply-removed")).toBe(0);
    expect((await putPrefs({ notices: { "reply-removed": true } })).json.notices["reply-removed"]).toBe(true);
    expect(await noticesFrom("reply-removed")).toBe(1);
  });

  it("without SMTP_URL nothing is queued or sent, and the admin calls answer as before", async () => {
    await drained();
    const jobs = await queuedJobs();
    const n = inbox.mails.length;
    const restore = setEnv({ SMTP_URL: undefined });
    try {
      await publishReview("No mail server");
      await resolveReport();
      await drained();
      expect(await queuedJobs()).toBe(jobs);
      expect(inbox.mails.length).toBe(n);
    } finally {
      restore();
    }
  });
});

describe("the mails say what happens (issue 53, item 7)", () => {
  it("a second claimant's link says it sends a transfer request, never that it manages their listing", async () => {
    await requestTransfer();
    const mail = mailsTo(`colleague${claimants}@clinic-ray.com`).at(-1)!;
    expect(mail.text).toContain("You asked to take over the listing");
    expect(mail.text).toContain("sends a transfer request");
    expect(mail.text).not.toMatch(/manage your listing/i);
  });

  it("without CONTACT_EMAIL a notice to the owner has no Reply-To and never says to reply; it links the contact form", async () => {
    const restore = setEnv({ CONTACT_EMAIL: undefined });
    try {
      for (const kind of ["transfer-requested", "review-published"] as const) {
        expect(await noticesFrom(kind)).toBe(1);
        const mail = mailsTo(OWNER, SUBJECTS[kind]).at(-1)!;
        expect(headerOf(mail, "Reply-To")).toBeNull();
        expect(mail.text).not.toMatch(/reply to this message/i);
        expect(mail.text).toContain("write to us through http://localhost:3000/contact");
      }
    } finally {
      restore();
    }
  });

  it("with CONTACT_EMAIL every notice to the owner carries it as Reply-To", async () => {
    const restore = setEnv({ CONTACT_EMAIL: "help@directory.example" });
    try {
      for (const kind of ["transfer-requested", "review-published"] as const) {
        expect(await noticesFrom(kind)).toBe(1);
        const mail = mailsTo(OWNER, SUBJECTS[kind]).at(-1)!;
        expect(headerOf(mail, "Reply-To")).toBe("help@directory.example");
        expect(mail.text).toContain("reply to this message or write to us through http://localhost:3000/contact");
      }
    } finally {
      restore();
    }
  });
});
