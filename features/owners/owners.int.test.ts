import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { claimTokens, detoxPrograms, owners, programChanges, reviews } from "@/db/schema";
import * as claimWebsite from "@/app/api/programs/[id]/claim/website/route";
import * as claimCheck from "@/app/api/programs/[id]/claim/website/check/route";
import * as ownerSession from "@/app/api/owner/session/route";
import * as ownerProgram from "@/app/api/owner/programs/[id]/route";
import * as ownerReviews from "@/app/api/owner/programs/[id]/reviews/route";
import * as ownerReply from "@/app/api/owner/reviews/[id]/reply/route";
import * as adminReply from "@/app/api/admin/reviews/[id]/reply/route";
import * as adminHistory from "@/app/api/admin/programs/[id]/history/route";
import * as adminOwner from "@/app/api/admin/programs/[id]/owner/route";
import * as adminRevert from "@/app/api/admin/program-changes/[id]/revert/route";
import * as adminSession from "@/app/api/admin/session/route";
import * as adminTransfers from "@/app/api/admin/transfers/route";
import * as adminTransfer from "@/app/api/admin/transfers/[id]/route";
import * as ownerNotices from "@/app/api/owner/notices/route";
import { claimProgram, programOwner } from "@/features/owners/ownership";
import { createOwnerSessionToken } from "@/lib/session/owner";
import * as programRoute from "@/app/api/programs/[id]/route";
import * as publicReviews from "@/app/api/programs/[id]/reviews/route";
import { recordNpiCheck, setDiscoveredWebsite } from "@/features/programs/maintenance";
import { searchAdminPrograms } from "@/features/admin/programs-data";
import { runImportJob } from "@/features/imports/run-import";
import { ADMIN_PASSWORD, adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

/** One fixture website on loopback: what it publishes is set by each test. */
type Site = { url: string; meta?: string; file?: string; redirectTo?: string; server: http.Server };
const sites: Site[] = [];
async function site(): Promise<Site> {
  const s = { url: "", server: http.createServer() } as Site;
  s.server.on("request", (req, res) => {
    const path = new URL(req.url!, "http://x").pathname;
    if (s.redirectTo) return void res.writeHead(302, { location: s.redirectTo }).end();
    if (path === "/") return void res.writeHead(200, { "content-type": "text/html" }).end(`<html><head><title>Clinic</title>${s.meta ? `<meta name="detox-directory-verification" content="${s.meta}">` : ""}</head><body>Hi</body></html>`);
    if (path === "/.well-known/detox-directory-verification.txt" && s.file) return void res.writeHead(200, { "content-type": "text/plain" }).end(`other-token\n${s.file}\n`);
    res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => s.server.listen(0, "127.0.0.1", resolve));
  s.url = `http://127.0.0.1:${(s.server.address() as AddressInfo).port}`;
  sites.push(s);
  process.env.OUTSIDE_FETCH_ALLOW = sites.map((x) => new URL(x.url).host).join(",");
  return s;
}

const ORIGIN = { origin: "http://localhost:3000" };
/** The cookies a response set, as a Cookie header to send back (empty values dropped). */
function cookiesOf(res: { headers: Headers }, jar: Record<string, string> = {}): Record<string, string> {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair!.indexOf("=");
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (value) jar[name] = value;
    else delete jar[name];
  }
  return jar;
}
const cookieHeader = (jar: Record<string, string>) => ({ cookie: Object.entries(jar).map(([k, v]) => `${k}=${v}`).join("; ") });

/** Gets a website token for the program in a fresh "browser" (cookie jar). */
async function getToken(programId: string, jar: Record<string, string> = {}) {
  const res = await call(claimWebsite.POST, { params: { id: programId }, method: "POST", headers: { ...freshIp(), ...ORIGIN, ...cookieHeader(jar) } });
  expect(res.status).toBe(201);
  cookiesOf(res, jar);
  return { token: res.json.token as string, jar, json: res.json };
}
const check = (programId: string, jar: Record<string, string>) =>
  call(claimCheck.POST, { params: { id: programId }, method: "POST", headers: { ...freshIp(), ...ORIGIN, ...cookieHeader(jar) } });

/** Claims the program through its site's meta tag; answers the browser's cookie jar, signed in. */
async function claimByMeta(programId: string, s: Site, jar: Record<string, string> = {}) {
  const { token } = await getToken(programId, jar);
  s.meta = token;
  const res = await check(programId, jar);
  expect(res.status).toBe(200);
  cookiesOf(res, jar);
  return jar;
}

let admin: Record<string, string>;
/** The browser that first claimed Alpha Clinic (a website proof later signs no one in as its owner). */
let ownerOfA: Record<string, string>;
let siteA: Site, siteB: Site, siteC: Site, siteD: Site;
let A: string, B: string, C: string, D: string, noSite: string;

beforeAll(async () => {
  await resetDb();
  [siteA, siteB, siteC, siteD] = [await site(), await site(), await site(), await site()];
  const rows = await insertPrograms([
    programRow({ name: "Alpha Clinic", website: `${siteA.url}/about`, phone: "(512) 555-0101" }),
    programRow({ name: "Beta Clinic", website: siteB.url }),
    programRow({ name: "Gamma Clinic", website: siteC.url }),
    programRow({ name: "Delta Clinic", website: siteD.url }),
    programRow({ name: "No Site Clinic", website: null }),
  ]);
  [A, B, C, D, noSite] = rows.map((r) => r.id) as [string, string, string, string, string];
  const signIn = await call(adminSession.POST, { body: { password: ADMIN_PASSWORD }, headers: { ...freshIp(), ...ORIGIN } });
  expect(signIn.status).toBe(200);
  admin = cookiesOf(signIn);
});
afterAll(async () => {
  delete process.env.OUTSIDE_FETCH_ALLOW;
  sites.forEach((s) => s.server.closeAllConnections());
  await Promise.all(sites.map((s) => new Promise((r) => s.server.close(r))));
  await closeDb();
});

describe("claiming a listing by website token", () => {
  it("gives a token bound to the program, with the meta tag and the well-known file to publish", async () => {
    const { token, json, jar } = await getToken(A);
    expect(token).toMatch(/^detox-[\w-]{32}$/);
    expect(json.metaTag).toBe(`<meta name="detox-directory-verification" content="${token}">`);
    expect(json.fileUrl).toBe(`${siteA.url}/.well-known/detox-directory-verification.txt`);
    expect(new Date(json.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // The same browser sees its token again; another browser has none.
    const again = await call(claimWebsite.GET, { params: { id: A }, headers: cookieHeader(jar) });
    expect(again.json.token).toBe(token);
    expect((await call(claimWebsite.GET, { params: { id: A } })).status).toBe(404);
  });

  it("claims through the meta tag on the home page and signs the owner in", async () => {
    const { token, jar } = await getToken(A);
    siteA.meta = token;
    const res = await check(A, jar);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ claimed: true, programId: A, foundIn: "meta" });
    const cookies = cookiesOf(res, jar);
    ownerOfA = cookies;
    expect(Object.keys(cookies)).toContain("detox_owner");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("detox_owner="))).toMatch(/HttpOnly/i);
    const me = await call(ownerSession.GET, { headers: cookieHeader(cookies) });
    expect(me.status).toBe(200);
    expect(me.json.programs.map((p: { id: string }) => p.id)).toEqual([A]);
    // The token worked once.
    expect((await check(A, { [`detox_claim_${A}`]: jar[`detox_claim_${A}`] ?? "gone" })).status).toBe(400);
  });

  it("claims through the well-known file", async () => {
    const { token, jar } = await getToken(B);
    siteB.file = token;
    const res = await check(B, jar);
    expect(res.status).toBe(200);
    expect(res.json.foundIn).toBe("file");
  });

  it("refuses a wrong token, an expired token and a token for another program", async () => {
    const { jar } = await getToken(C);
    siteC.meta = "detox-someone-elses-token";
    const wrong = await check(C, jar);
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toMatch(/not found/);

    const expired = await getToken(C);
    siteC.meta = expired.token;
    const db = await getDb();
    await db.update(claimTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(claimTokens.token, expired.token));
    const late = await check(C, expired.jar);
    expect(late.status).toBe(400);
    expect(late.json.error).toBe("This token has expired. Get a new token.");

    // D's browser secret sent for C, with D's token published on C's site: refused.
    const forD = await getToken(D);
    siteC.meta = forD.token;
    const other = await check(C, { [`detox_claim_${C}`]: forD.jar[`detox_claim_${D}`]! });
    expect(other.status).toBe(400);
    expect(other.json.error).toBe("This token belongs to another listing");

    // The published token alone (no browser secret) claims nothing.
    expect((await check(C, {})).status).toBe(400);
    expect((await call(ownerSession.GET, {})).status).toBe(401);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(programChanges).where(eq(programChanges.programId, C));
    expect(row!.n).toBe(0);
  });

  it("refuses a redirect to a private address", async () => {
    const { token, jar } = await getToken(D);
    siteD.meta = token;
    siteD.redirectTo = "http://169.254.169.254/latest/meta-data/";
    const res = await check(D, jar);
    expect(res.status).toBe(422);
    expect(res.json.error).toMatch(/not on the public internet/);
    siteD.redirectTo = undefined;
  });

  it("answers 400 for a listing without a website and 404 for unknown ids", async () => {
    expect((await call(claimWebsite.POST, { params: { id: noSite }, method: "POST", headers: { ...freshIp(), ...ORIGIN } })).status).toBe(400);
    expect((await call(claimWebsite.POST, { params: { id: "nope" }, method: "POST", headers: { ...freshIp(), ...ORIGIN } })).status).toBe(404);
    expect((await call(claimCheck.POST, { params: { id: "00000000-0000-4000-8000-000000000000" }, method: "POST", headers: { ...freshIp(), ...ORIGIN } })).status).toBe(404);
  });

  it("is rate limited (429 with Retry-After)", async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await call(claimWebsite.POST, { params: { id: D }, method: "POST", headers: { ...ip, ...ORIGIN } })).status);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    const last = await call(claimCheck.POST, { params: { id: D }, method: "POST", headers: { ...ip, ...ORIGIN } });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the owner", () => {
  let ownerA: Record<string, string>;
  beforeAll(async () => {
    siteA.meta = undefined;
    ownerA = ownerOfA;
  });

  it("edits the listing's public fields; the change is on the public page and in the history", async () => {
    const res = await call(ownerProgram.PUT, { params: { id: A }, method: "PUT", body: { phone: "(512) 555-0199", description: "We now offer blood lead testing." }, headers: { ...cookieHeader(ownerA), ...ORIGIN } });
    expect(res.status).toBe(200);
    expect((await call(programRoute.GET, { params: { id: A } })).json.phone).toBe("(512) 555-0199");
    const history = await call(adminHistory.GET, { params: { id: A }, headers: adminBearer });
    const [latest] = history.json.changes;
    expect(latest).toMatchObject({ actor: "owner", via: "Owner dashboard" });
    expect(latest.fields).toEqual(
      expect.arrayContaining([
        { field: "phone", old: "(512) 555-0101", new: "(512) 555-0199" },
        { field: "description", old: "A test program offering lead and mercury testing.", new: "We now offer blood lead testing." },
      ]),
    );
    expect(history.json.owner).toMatchObject({ method: "website" });
  });

  it("edits the provider details (telehealth, hours, payment) with the shared schema, recorded in the history", async () => {
    const hours = { mon: [["09:00", "17:00"]], sat: [["10:00", "13:00"]] };
    const res = await call(ownerProgram.PUT, { params: { id: A }, method: "PUT", body: { telehealth: true, hours, paymentOptions: ["self-pay"] }, headers: { ...cookieHeader(ownerA), ...ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ telehealth: true, hours, paymentOptions: ["self-pay"] });
    const [latest] = (await call(adminHistory.GET, { params: { id: A }, headers: adminBearer })).json.changes;
    const week = { sun: [], mon: [["09:00", "17:00"]], tue: [], wed: [], thu: [], fri: [], sat: [["10:00", "13:00"]] };
    expect(latest.fields).toEqual(
      expect.arrayContaining([
        { field: "telehealth", old: null, new: true },
        { field: "hours", old: null, new: week },
        { field: "paymentOptions", old: [], new: ["self-pay"] },
      ]),
    );
    const bad = await call(ownerProgram.PUT, { params: { id: A }, method: "PUT", body: { hours: { mon: [["18:00", "09:00"]] } }, headers: { ...cookieHeader(ownerA), ...ORIGIN } });
    expect(bad.status).toBe(400);
  });

  it("cannot set verification, rating, source or active state", async () => {
    for (const body of [{ isVerified: true }, { rating: 5 }, { source: "admin" }, { isActive: false }, { reviewCount: 99 }, { npiNumber: "1234567893" }]) {
      const res = await call(ownerProgram.PUT, { params: { id: A }, method: "PUT", body, headers: { ...cookieHeader(ownerA), ...ORIGIN } });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(`Owners cannot change ${Object.keys(body)[0]}`);
    }
    const db = await getDb();
    const [row] = await db.select().from(detoxPrograms).where(eq(detoxPrograms.id, A));
    expect(row).toMatchObject({ isVerified: false, rating: 0, source: null, isActive: true, reviewCount: 0 });
  });

  it("cannot read or edit another program, even by changing the id in the call", async () => {
    for (const id of [B, C, "not-a-uuid"]) {
      expect((await call(ownerProgram.GET, { params: { id }, headers: cookieHeader(ownerA) })).status).toBe(404);
      const put = await call(ownerProgram.PUT, { params: { id }, method: "PUT", body: { phone: "(512) 555-0000" }, headers: { ...cookieHeader(ownerA), ...ORIGIN } });
      expect(put.status).toBe(404);
      expect((await call(ownerReviews.GET, { params: { id }, headers: cookieHeader(ownerA) })).status).toBe(404);
    }
    const db = await getDb();
    const [b] = await db.select({ phone: detoxPrograms.phone }).from(detoxPrograms).where(eq(detoxPrograms.id, B));
    expect(b!.phone).toBe("(512) 555-0100");
  });

  it("validates with the shared schema and refuses a cross-origin write", async () => {
    const bad = await call(ownerProgram.PUT, { params: { id: A }, method: "PUT", body: { phone: "12" }, headers: { ...cookieHeader(ownerA), ...ORIGIN } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toContainEqual({ path: "phone", message: "Please enter a phone number with at least 7 digits" });
    const cross = await call(ownerProgram.PUT, { params: { id: A }, method: "PUT", body: { phone: "(512) 555-0177" }, headers: { ...cookieHeader(ownerA), origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
  });

  it("posts one public reply per review; an admin can remove it", async () => {
    const db = await getDb();
    const [review, otherReview] = await db
      .insert(reviews)
      .values([
        { programId: A, userName: "Pat", userEmail: "pat@example.org", rating: 4, title: "Helpful staff", comment: "They explained the test results clearly.", isPublished: true },
        { programId: B, userName: "Sam", userEmail: "sam@example.org", rating: 2, title: "Long wait", comment: "I waited an hour past my appointment.", isPublished: true },
      ])
      .returning();
    const reply = (id: string, body: unknown) => call(ownerReply.POST, { params: { id }, body, headers: { ...cookieHeader(ownerA), ...ORIGIN } });
    const first = await reply(review!.id, { body: "Thank you for your feedback about our clinic." });
    expect(first.status).toBe(201);
    const second = await reply(review!.id, { body: "A second reply to the same review." });
    expect(second.status).toBe(409);
    expect((await reply(otherReview!.id, { body: "Not my listing, not my review." })).status).toBe(404);
    expect((await reply(review!.id, { body: "short" })).status).toBe(400);

    const shown = await call(publicReviews.GET, { params: { id: A } });
    expect(shown.json[0].reply).toMatchObject({ body: "Thank you for your feedback about our clinic." });
    expect((await call(ownerReviews.GET, { params: { id: A }, headers: cookieHeader(ownerA) })).json[0].reply.body).toBe("Thank you for your feedback about our clinic.");

    expect((await call(adminReply.DELETE, { params: { id: review!.id }, method: "DELETE", headers: adminBearer })).status).toBe(204);
    expect((await call(publicReviews.GET, { params: { id: A } })).json[0].reply).toBeNull();
    expect((await call(adminReply.DELETE, { params: { id: review!.id }, method: "DELETE", headers: adminBearer })).status).toBe(404);
  });

  it("edits and withdraws a published reply; the public sees the latest, every version is kept (issue 53, item 8)", async () => {
    const db = await getDb();
    const [review] = await db
      .insert(reviews)
      .values({ programId: A, userName: "Lee", userEmail: "lee@example.org", rating: 5, title: "Calm and clear", comment: "Every step of the test was explained.", isPublished: true })
      .returning();
    const headers = { ...cookieHeader(ownerA), ...ORIGIN };
    const at = { params: { id: review!.id }, headers };
    const replyOf = async () => ((await call(publicReviews.GET, { params: { id: A } })).json as { id: string; reply: { body: string; editedAt: string | null } | null }[]).find((r) => r.id === review!.id)!.reply;
    // Nothing to edit or withdraw yet.
    expect((await call(ownerReply.PUT, { ...at, method: "PUT", body: { body: "An edit before any reply." } })).status).toBe(404);
    expect((await call(ownerReply.DELETE, { ...at, method: "DELETE" })).status).toBe(404);
    expect((await call(ownerReply.POST, { ...at, body: { body: "Thank you, please call our office." } })).status).toBe(201);
    expect(await replyOf()).toMatchObject({ body: "Thank you, please call our office.", editedAt: null });

    const same = await call(ownerReply.PUT, { ...at, method: "PUT", body: { body: "Thank you, please call our office." } });
    expect(same.status).toBe(200);
    expect(same.json).toEqual({ unchanged: true });
    expect((await call(ownerReply.PUT, { ...at, method: "PUT", body: { body: "short" } })).status).toBe(400);
    // Someone else's session cannot touch it.
    const stranger = { detox_owner: await createOwnerSessionToken((await db.insert(owners).values({ email: "x@else.example" }).returning())[0]!.id, "all") };
    expect((await call(ownerReply.PUT, { params: { id: review!.id }, method: "PUT", body: { body: "Not my listing, not my reply." }, headers: { ...cookieHeader(stranger), ...ORIGIN } })).status).toBe(404);
    expect((await call(ownerReply.DELETE, { params: { id: review!.id }, method: "DELETE", headers: { ...cookieHeader(stranger), ...ORIGIN } })).status).toBe(404);

    await db.execute(sql`update review_replies set created_at = now() - interval '1 hour', updated_at = now() - interval '1 hour' where review_id = ${review!.id}`);
    const edited = await call(ownerReply.PUT, { ...at, method: "PUT", body: { body: "Thank you. Our office can answer any question." } });
    expect(edited.status).toBe(200);
    expect(await replyOf()).toMatchObject({ body: "Thank you. Our office can answer any question.", editedAt: expect.any(String) });

    expect((await call(ownerReply.DELETE, { ...at, method: "DELETE" })).status).toBe(204);
    expect(await replyOf()).toBeNull();
    expect((await call(ownerReply.DELETE, { ...at, method: "DELETE" })).status).toBe(404);
    // A new reply after a withdrawal is allowed; then the admin's history holds all four versions in order.
    expect((await call(ownerReply.POST, { ...at, body: { body: "We are glad the visit went well." } })).status).toBe(201);
    const history = await call(adminHistory.GET, { params: { id: A }, headers: adminBearer });
    const mine = (history.json.replies as { reviewId: string; body: string; versions: { action: string; body: string }[] }[]).find((r) => r.reviewId === review!.id)!;
    expect(mine.body).toBe("We are glad the visit went well.");
    expect(mine.versions.map((v) => [v.action, v.body])).toEqual([
      ["published", "Thank you, please call our office."],
      ["edited", "Thank you. Our office can answer any question."],
      ["withdrawn", "Thank you. Our office can answer any question."],
      ["published", "We are glad the visit went well."],
    ]);
  });

  // Security issue 51, item 6: whoever can publish on the site once signed in as the owner this way.
  it("a fresh website proof of the claimed listing opens a transfer request and signs no one in", async () => {
    const stranger: Record<string, string> = {};
    const { token } = await getToken(A, stranger);
    siteA.meta = token;
    const res = await check(A, stranger);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ signedIn: false, claimed: false, transferRequested: true, programId: A });
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("detox_owner="))).toEqual([]);
    cookiesOf(res, stranger);
    expect(stranger.detox_owner).toBeUndefined();
    expect((await call(ownerProgram.GET, { params: { id: A }, headers: cookieHeader(stranger) })).status).toBe(401);
    const pending = (await call(adminTransfers.GET, { headers: adminBearer })).json.filter((t: { programId: string }) => t.programId === A);
    expect(pending).toEqual([expect.objectContaining({ status: "pending", method: "website", toEmail: null })]);
    // The owner keeps the listing, and is never signed out by it.
    expect((await call(ownerProgram.GET, { params: { id: A }, headers: cookieHeader(ownerA) })).status).toBe(200);
    await call(adminTransfer.PATCH, { params: { id: pending[0].id }, method: "PATCH", body: { decision: "refuse" }, headers: adminBearer });
  });

  it("a session of listings proven by website token opens none of the account-wide calls; sign-out everywhere needs the whole account", async () => {
    const me = await call(ownerSession.GET, { headers: cookieHeader(ownerA) });
    expect(me.status).toBe(200);
    expect(me.json.owner.email).toBeNull();
    expect(me.json.pendingTransfers).toEqual([]);
    expect((await call(ownerNotices.GET, { headers: cookieHeader(ownerA) })).status).toBe(403);
    expect((await call(ownerNotices.PUT, { method: "PUT", body: { notices: { "review-published": false } }, headers: { ...cookieHeader(ownerA), ...ORIGIN } })).status).toBe(403);
    const whole = { detox_owner: await createOwnerSessionToken(me.json.owner.id, "all") };
    // Signing out a listing-scoped session ends this browser's only.
    const other = { detox_owner: await createOwnerSessionToken(me.json.owner.id, [A]) };
    expect((await call(ownerSession.DELETE, { method: "DELETE", headers: { ...cookieHeader(other), ...ORIGIN } })).status).toBe(204);
    expect((await call(ownerSession.GET, { headers: cookieHeader(ownerA) })).status).toBe(200);
    // The whole account's sign-out ends every session.
    expect((await call(ownerSession.DELETE, { method: "DELETE", headers: { ...cookieHeader(whole), ...ORIGIN } })).status).toBe(204);
    expect((await call(ownerSession.GET, { headers: cookieHeader(ownerA) })).status).toBe(401);
    ownerA = { detox_owner: await createOwnerSessionToken(me.json.owner.id, [A]) };
    ownerOfA = ownerA;
  });

  it("loses the listing when an admin removes the owner", async () => {
    const owner = await claimByMeta(D, siteD);
    expect((await call(ownerProgram.GET, { params: { id: D }, headers: cookieHeader(owner) })).status).toBe(200);
    expect((await call(adminOwner.DELETE, { params: { id: D }, method: "DELETE", headers: adminBearer })).status).toBe(204);
    expect((await call(ownerProgram.GET, { params: { id: D }, headers: cookieHeader(owner) })).status).toBe(404);
    const history = await call(adminHistory.GET, { params: { id: D }, headers: adminBearer });
    expect(history.json.owner).toBeNull();
    expect(history.json.changes[0]).toMatchObject({ actor: "admin", fields: [{ field: "owner", old: "owner proven by website token", new: null }] });
  });
});

describe("admin and owner sessions", () => {
  it("never open each other's calls", async () => {
    const owner = await claimByMeta(B, siteB);
    // Owner cookie on admin calls.
    expect((await call(adminHistory.GET, { params: { id: B }, headers: cookieHeader(owner) })).status).toBe(401);
    expect((await call(programRoute.PUT, { params: { id: B }, method: "PUT", body: { phone: "(512) 555-0123" }, headers: { ...cookieHeader(owner), ...ORIGIN } })).status).toBe(401);
    expect((await call(adminOwner.DELETE, { params: { id: B }, method: "DELETE", headers: { ...cookieHeader(owner), ...ORIGIN } })).status).toBe(401);
    // Admin cookie and bearer on owner calls.
    for (const headers of [cookieHeader(admin), adminBearer]) {
      expect((await call(ownerSession.GET, { headers })).status).toBe(401);
      expect((await call(ownerProgram.PUT, { params: { id: B }, method: "PUT", body: { phone: "(512) 555-0123" }, headers: { ...headers, ...ORIGIN } })).status).toBe(401);
    }
    // An admin cookie's value under the owner cookie's name is not an owner session either.
    expect((await call(ownerSession.GET, { headers: { cookie: `detox_owner=${admin.detox_admin}` } })).status).toBe(401);
  });
});

describe("the change history", () => {
  it("records every write path: admin edit, import, jobs", async () => {
    const [prog] = await insertPrograms([programRow({ name: "History Clinic", address: "9 Elm St", zipCode: "78701", phone: "(512) 555-0142", npiNumber: "1234567893" })]);
    const id = prog!.id;
    expect((await call(programRoute.PUT, { params: { id }, method: "PUT", body: { city: "Round Rock" }, headers: adminBearer })).status).toBe(200);
    await runImportJob({
      source: "csv",
      records: [{ fields: { name: "History Clinic", address: "9 Elm St", city: "Round Rock", state: "TX", zipCode: "78701", phone: "(512) 555-0142", description: "Imported description." } }],
      skipDuplicates: false,
      replaceAll: false,
    });
    await setDiscoveredWebsite(id, "https://history.example");
    await recordNpiCheck(id, "1234567893", true, [], async () => {});
    const history = await call(adminHistory.GET, { params: { id }, headers: adminBearer });
    const byActor = (history.json.changes as { actor: string; via: string; fields: { field: string }[] }[]).map((c) => [c.actor, c.via, c.fields.map((f) => f.field).sort()]);
    expect(byActor).toEqual([
      ["job", "NPI verification", ["isVerified", "verificationMethod", "verifiedAt"]],
      ["job", "Website discovery", ["website"]],
      ["import", "Import (csv)", expect.arrayContaining(["description"])],
      ["admin", "Manage Programs", ["city"]],
    ]);
  });

  it("reverting a change restores the old value and is itself recorded", async () => {
    const before = await call(adminHistory.GET, { params: { id: A }, headers: adminBearer });
    const phoneChange = (before.json.changes as { id: string; actor: string; fields: { field: string }[] }[]).find((c) => c.actor === "owner" && c.fields.some((f) => f.field === "phone"))!;
    const res = await call(adminRevert.POST, { params: { id: phoneChange.id }, method: "POST", headers: adminBearer, body: { reason: "Test revert" } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ actor: "admin", revertOf: phoneChange.id });
    expect(res.json.fields).toContainEqual({ field: "phone", old: "(512) 555-0199", new: "(512) 555-0101" });
    expect((await call(programRoute.GET, { params: { id: A } })).json.phone).toBe("(512) 555-0101");
    const after = await call(adminHistory.GET, { params: { id: A }, headers: adminBearer });
    expect(after.json.changes.find((c: { id: string }) => c.id === phoneChange.id).revertedBy).toBe(res.json.id);
    // Once only; unknown and malformed ids are 404.
    expect((await call(adminRevert.POST, { params: { id: phoneChange.id }, method: "POST", headers: adminBearer, body: { reason: "Test revert" } })).status).toBe(409);
    expect((await call(adminRevert.POST, { params: { id: "00000000-0000-4000-8000-000000000000" }, method: "POST", headers: adminBearer, body: { reason: "Test revert" } })).status).toBe(404);
    expect((await call(adminRevert.POST, { params: { id: "x" }, method: "POST", headers: adminBearer, body: { reason: "Test revert" } })).status).toBe(404);
  });

  it("refuses to revert a field that changed again since", async () => {
    const owner = ownerOfA;
    const put = (phone: string) => call(ownerProgram.PUT, { params: { id: A }, method: "PUT", body: { phone }, headers: { ...cookieHeader(owner), ...ORIGIN } });
    await put("(512) 555-0111");
    const first = (await call(adminHistory.GET, { params: { id: A }, headers: adminBearer })).json.changes[0];
    await put("(512) 555-0112");
    const res = await call(adminRevert.POST, { params: { id: first.id }, method: "POST", headers: adminBearer, body: { reason: "Test revert" } });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatch(/Changed again since: phone/);
  });
});

describe("Manage Programs", () => {
  it("marks claimed listings and filters on them", async () => {
    const all = await searchAdminPrograms({});
    const claimedIds = all.items.filter((p) => p.claimed).map((p) => p.id).sort();
    expect(claimedIds).toEqual([A, B].sort());
    expect((await searchAdminPrograms({ claimed: "yes" })).items.map((p) => p.id).sort()).toEqual([A, B].sort());
    const unclaimed = await searchAdminPrograms({ claimed: "no" });
    expect(unclaimed.items.map((p) => p.id)).toEqual(expect.arrayContaining([C, D, noSite]));
    expect(unclaimed.items.some((p) => p.claimed)).toBe(false);
    expect(unclaimed.total + 2).toBe(all.total);
  });
});

describe("a second claim of a claimed listing (security issue 29, item 4)", () => {
  // Security issue 51, item 5: an old request once moved the listing from whoever held it by then.
  it("answers 409 when the listing changed hands since the request; an approval closes the other pending requests", async () => {
    const [row] = await insertPrograms([programRow({ name: "Stale Clinic", website: "https://stale-clinic.example" })]);
    const id = row!.id;
    const claim = (email: string) => claimProgram({ programId: id, method: "email", email });
    await claim("a@stale-clinic.example");
    const fromB = (await claim("b@stale-clinic.example")).transfer!.id;
    const fromD = (await claim("d@stale-clinic.example")).transfer!.id;
    expect((await call(adminOwner.DELETE, { params: { id }, method: "DELETE", headers: adminBearer })).status).toBe(204);
    expect((await claim("c@stale-clinic.example")).transfer).toBeNull(); // C claims the listing no one holds now
    const stale = await call(adminTransfer.PATCH, { params: { id: fromB }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe("The listing changed hands since this request");
    expect((await programOwner(id))?.email).toBe("c@stale-clinic.example");
    // A request against C, approved: it moves the listing, and closes the requests left from before.
    const fromE = (await claim("e@stale-clinic.example")).transfer!.id;
    const approved = await call(adminTransfer.PATCH, { params: { id: fromE }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer });
    expect(approved.status).toBe(200);
    expect((await programOwner(id))?.email).toBe("e@stale-clinic.example");
    const all = (await call(adminTransfers.GET, { query: { status: "all" }, headers: adminBearer })).json.filter((t: { programId: string }) => t.programId === id);
    const status = Object.fromEntries(all.map((t: { id: string; status: string }) => [t.id, t.status]));
    expect(status).toEqual({ [fromB]: "refused", [fromD]: "refused", [fromE]: "approved" });
  });

  it("answers 409 when an email claimant's address is no longer at the website's domain", async () => {
    const [row] = await insertPrograms([programRow({ name: "Moved Clinic", website: "https://moved-clinic.example" })]);
    await claimProgram({ programId: row!.id, method: "email", email: "a@moved-clinic.example" });
    const request = (await claimProgram({ programId: row!.id, method: "email", email: "b@moved-clinic.example" })).transfer!.id;
    expect((await call(programRoute.PUT, { params: { id: row!.id }, method: "PUT", body: { website: "https://new-home.example" }, headers: adminBearer })).status).toBe(200);
    const res = await call(adminTransfer.PATCH, { params: { id: request }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer });
    expect(res.status).toBe(409);
    expect((await programOwner(row!.id))?.email).toBe("a@moved-clinic.example");
  });

  it("becomes a transfer request: the owner keeps the listing until an admin approves, and both outcomes are in the history", async () => {
    const [row] = await insertPrograms([programRow({ name: "Transfer Clinic", website: siteC.url })]);
    const id = row!.id;
    const first = await claimByMeta(id, siteC); // the first owner, by website token, no session before
    const firstOwner = (await call(ownerSession.GET, { headers: cookieHeader(first) })).json.owner.id as string;
    // Another signed-in owner (of Beta Clinic) proves the same website: a request, not a move.
    const [otherRow] = await insertPrograms([programRow({ name: "Other Clinic", website: siteB.url })]);
    const other = await claimByMeta(otherRow!.id, siteB);
    const { token } = await getToken(id, other);
    siteC.meta = token;
    const res = await check(id, other);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ signedIn: true, claimed: false, transferRequested: true, programId: id });
    cookiesOf(res, other);
    expect((await call(ownerProgram.GET, { params: { id }, headers: cookieHeader(other) })).status).toBe(404);
    expect((await call(ownerProgram.GET, { params: { id }, headers: cookieHeader(first) })).status).toBe(200);
    const otherId = (await call(ownerSession.GET, { headers: cookieHeader(other) })).json.owner.id as string;
    const mine = await call(ownerSession.GET, { headers: { cookie: `detox_owner=${await createOwnerSessionToken(otherId, "all")}` } });
    expect(mine.json.pendingTransfers).toEqual([expect.objectContaining({ programId: id, programName: "Transfer Clinic" })]);
    // Asking again does not make a second request.
    const { token: again } = await getToken(id, other);
    siteC.meta = again;
    expect((await check(id, other)).json.transferRequested).toBe(true);
    const pending = await call(adminTransfers.GET, { headers: adminBearer });
    expect(pending.status).toBe(200);
    const mineOnly = pending.json.filter((t: { programId: string }) => t.programId === id);
    expect(mineOnly).toHaveLength(1);
    expect(mineOnly[0]).toMatchObject({ status: "pending", method: "website", programName: "Transfer Clinic" });
    const transferId = mineOnly[0].id as string;
    // Refusing keeps the owner and is recorded.
    const refused = await call(adminTransfer.PATCH, { params: { id: transferId }, method: "PATCH", body: { decision: "refuse" }, headers: adminBearer });
    expect(refused.status).toBe(200);
    expect(refused.json.status).toBe("refused");
    expect((await call(adminTransfer.PATCH, { params: { id: transferId }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer })).status).toBe(409);
    expect((await call(ownerProgram.GET, { params: { id }, headers: cookieHeader(first) })).status).toBe(200);
    let history = await call(adminHistory.GET, { params: { id }, headers: adminBearer });
    expect(history.json.changes[0]).toMatchObject({ actor: "admin", via: "Manage Programs: transfer refused", fields: [{ field: "ownerTransfer", new: "refused; the owner stays" }] });
    // A new request, approved: the listing moves, the first owner loses it, and the history says so.
    const { token: third } = await getToken(id, other);
    siteC.meta = third;
    expect((await check(id, other)).json.transferRequested).toBe(true);
    const next = (await call(adminTransfers.GET, { headers: adminBearer })).json.find((t: { programId: string }) => t.programId === id);
    const approved = await call(adminTransfer.PATCH, { params: { id: next.id }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer });
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe("approved");
    expect((await call(ownerProgram.GET, { params: { id }, headers: cookieHeader(first) })).status).toBe(404);
    history = await call(adminHistory.GET, { params: { id }, headers: adminBearer });
    expect(history.json.changes[0]).toMatchObject({ actor: "admin", via: "Manage Programs: transfer approved", fields: [{ field: "owner" }] });
    expect(firstOwner).toBeTruthy();
    const all = await call(adminTransfers.GET, { query: { status: "all" }, headers: adminBearer });
    expect(all.json.filter((t: { programId: string }) => t.programId === id).map((t: { status: string }) => t.status).sort()).toEqual(["approved", "refused"]);
  });

  it("answers 404 for an unknown request, 400 for a bad decision, and 401 without an admin", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(adminTransfer.PATCH, { params: { id: unknown }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer })).status).toBe(404);
    expect((await call(adminTransfer.PATCH, { params: { id: "nope" }, method: "PATCH", body: { decision: "approve" }, headers: adminBearer })).status).toBe(404);
    const bad = await call(adminTransfer.PATCH, { params: { id: unknown }, method: "PATCH", body: { decision: "maybe" }, headers: adminBearer });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([{ path: "decision", message: "decision must be approve or refuse" }]);
    expect((await call(adminTransfers.GET, { query: { status: "weird" }, headers: adminBearer })).status).toBe(400);
    expect((await call(adminTransfers.GET, {})).status).toBe(401);
  });
});
