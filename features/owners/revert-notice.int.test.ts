import { ownerPrograms, owners } from "@/db/schema";
import * as ownerProgram from "@/app/api/owner/programs/[id]/route";
import * as adminHistory from "@/app/api/admin/programs/[id]/history/route";
import * as adminRevert from "@/app/api/admin/program-changes/[id]/revert/route";
import * as programRoute from "@/app/api/programs/[id]/route";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";
import { clearOwnerMailJobs, ownerMailDrained as drained } from "@/tests/support/owner-mail";
import { startInbox, type Inbox } from "@/tests/support/smtp";
import { createOwnerSessionToken } from "@/lib/session/owner";

/**
 * Issue 53, item 5: an admin's revert asks a reason, can put back one field of a change, and the listing's owner is
 * emailed (through the owner-mail job, over real SMTP on loopback) what changed back and why, with a Reply-To.
 */

let inbox: Inbox;
const OWNER = "office@revert-clinic.com";
const ORIGIN = { origin: "http://localhost:3000" };
const SUBJECT = "A change to Revert Clinic was reverted";
type Change = { id: string; actor: string; reason: string | null; revertOf: string | null; revertedBy: string | null; revertedFields: string[]; fields: { field: string; old: unknown; new: unknown }[] };

let id = "";
let cookie = "";
let restoreEnv: () => void;

beforeAll(async () => {
  await resetDb();
  await clearOwnerMailJobs();
  inbox = await startInbox();
  restoreEnv = setEnv({ SMTP_URL: inbox.url, CONTACT_EMAIL: "help@directory.example" });
  const [program] = await insertPrograms([programRow({ name: "Revert Clinic", website: "https://revert-clinic.com/", phone: "(512) 555-0100", city: "Austin" })]);
  id = program!.id;
  const db = await getDb();
  const [owner] = await db.insert(owners).values({ email: OWNER }).returning({ id: owners.id });
  await db.insert(ownerPrograms).values({ programId: id, ownerId: owner!.id, method: "email" });
  cookie = `detox_owner=${await createOwnerSessionToken(owner!.id, "all")}`;
});
afterAll(async () => {
  restoreEnv();
  await inbox.close();
  await closeDb();
});

const history = async () => (await call(adminHistory.GET, { params: { id }, headers: adminBearer })).json.changes as Change[];
const revert = (changeId: string, body: unknown) => call(adminRevert.POST, { params: { id: changeId }, method: "POST", headers: adminBearer, body });
const ownerEdit = (body: Record<string, unknown>) => call(ownerProgram.PUT, { params: { id }, method: "PUT", body, headers: { cookie, ...ORIGIN } });

describe("an admin's revert with a reason (issue 53, item 5)", () => {
  it("refuses a revert without a reason, or of a field the change did not touch, and changes nothing", async () => {
    expect((await ownerEdit({ phone: "(512) 555-0177", city: "Round Rock" })).status).toBe(200);
    const [change] = await history();
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await revert(change!.id, body);
      expect(res.status).toBe(400);
      expect(res.json.issues[0].path).toBe("reason");
    }
    expect((await revert(change!.id, { reason: "Because", field: "website" })).status).toBe(409);
    expect((await call(programRoute.GET, { params: { id } })).json).toMatchObject({ phone: "(512) 555-0177", city: "Round Rock" });
  });

  it("puts back one field with its reason, mails the owner the field, values and reason over SMTP, then the rest of the change", async () => {
    const [change] = await history();
    await drained();
    const before = inbox.mails.length;
    const res = await revert(change!.id, { reason: "The new number rings a fax machine", field: "phone" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ actor: "admin", revertOf: change!.id, reason: "The new number rings a fax machine" });
    expect(res.json.fields).toEqual([{ field: "phone", old: "(512) 555-0177", new: "(512) 555-0100" }]);
    // Only the phone went back: the city stays as the owner set it.
    expect((await call(programRoute.GET, { params: { id } })).json).toMatchObject({ phone: "(512) 555-0100", city: "Round Rock" });
    const after = (await history()).find((c) => c.id === change!.id)!;
    expect(after).toMatchObject({ revertedFields: ["phone"], revertedBy: null });

    await drained();
    const mails = inbox.mails.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual([OWNER]);
    expect(mail.subject).toBe(SUBJECT);
    expect(/^Reply-To: (.*)$/im.exec(mail.headers)?.[1]?.trim()).toBe("help@directory.example");
    expect(mail.text).toContain("- Phone: now (512) 555-0100 again (it was (512) 555-0177)");
    expect(mail.text).toContain("Reason: The new number rings a fax machine");
    expect(mail.text).toContain(`http://localhost:3000/owner/programs/${id}#history`);
    expect(mail.text).not.toContain("City");

    // The same field again: refused. The rest of the change: reverted, and the change is now reverted as a whole.
    expect((await revert(change!.id, { reason: "Again", field: "phone" })).status).toBe(409);
    const rest = await revert(change!.id, { reason: "The practice did not move" });
    expect(rest.status).toBe(201);
    expect(rest.json.fields).toEqual([{ field: "city", old: "Round Rock", new: "Austin" }]);
    const whole = (await history()).find((c) => c.id === change!.id)!;
    expect(whole.revertedBy).toBe(rest.json.id);
    expect(whole.revertedFields.sort()).toEqual(["city", "phone"]);
    // Each revert keeps its own reason.
    const reverts = (await history()).filter((c) => c.revertOf === change!.id).map((c) => c.reason);
    expect(reverts.sort()).toEqual(["The new number rings a fax machine", "The practice did not move"]);
    expect((await revert(change!.id, { reason: "Third time" })).status).toBe(409);
    await drained();
    expect(inbox.mails.slice(before).map((m) => m.subject)).toEqual([SUBJECT, SUBJECT]);
  });

  it("an hours change is mailed as the day that changed, in words", async () => {
    const week = { mon: [["09:00", "17:00"]], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect((await ownerEdit({ hours: week })).status).toBe(200);
    expect((await ownerEdit({ hours: { ...week, sat: [["10:00", "14:00"]] } })).status).toBe(200);
    const [change] = await history();
    await drained();
    const before = inbox.mails.length;
    expect((await revert(change!.id, { reason: "Closed on weekends" })).status).toBe(201);
    await drained();
    const text = inbox.mails.slice(before)[0]!.text;
    expect(text).toContain("- Opening hours, Saturday: now closed again (it was 10:00 AM – 2:00 PM)");
    expect(text).not.toContain("Monday");
    expect(text).not.toContain("{");
  });

  it("without CONTACT_EMAIL the mail has no Reply-To and points to the contact form instead", async () => {
    const restore = setEnv({ CONTACT_EMAIL: undefined });
    try {
      expect((await ownerEdit({ website: "https://revert-clinic.com/new" })).status).toBe(200);
      const [change] = await history();
      await drained();
      const before = inbox.mails.length;
      expect((await revert(change!.id, { reason: "Broken page" })).status).toBe(201);
      await drained();
      const mail = inbox.mails.slice(before)[0]!;
      expect(/^Reply-To:/im.test(mail.headers)).toBe(false);
      expect(mail.text).toContain("write to us through http://localhost:3000/contact");
      expect(mail.text).not.toContain("reply to this message");
    } finally {
      restore();
    }
  });
});
