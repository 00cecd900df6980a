import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { claimTokens } from "@/db/schema";
import * as claimEmail from "@/app/api/programs/[id]/claim/email/route";
import * as signIn from "@/app/api/owner/sign-in/route";
import * as verify from "@/app/api/owner/verify/route";
import * as ownerSession from "@/app/api/owner/session/route";
import { call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
type Mail = { to: string[]; raw: string };
const inbox: Mail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    stream.on("end", () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

/** The secret of the sign-in link in the newest message to `to` (quoted-printable soft breaks undone). */
function linkSecret(to: string): string {
  const mail = [...inbox].reverse().find((m) => m.to.some((a) => a.toLowerCase() === to));
  if (!mail) throw new Error(`no mail to ${to}`);
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const m = text.match(/http:\/\/localhost:3000\/owner\/verify\?token=([\w%-]+)/);
  if (!m) throw new Error("no link in the message");
  return decodeURIComponent(m[1]!);
}

const ORIGIN = { origin: "http://localhost:3000" };
const cookieOf = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith("detox_owner="))!.split(";")[0]!;
const ask = (id: string, email: unknown) => call(claimEmail.POST, { params: { id }, body: { email }, headers: freshIp() });
const follow = (token: string) => call(verify.POST, { body: { token }, headers: freshIp() });

let A = "";
let B = "";
let freeMail = "";
let restoreEnv: () => void;
beforeAll(async () => {
  await resetDb();
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  restoreEnv = setEnv({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  const rows = await insertPrograms([
    programRow({ name: "Clinic A", website: "https://www.clinica-health.com/welcome" }),
    programRow({ name: "Clinic B", website: "https://clinic-b.org" }),
    programRow({ name: "Free Mail Clinic", website: "https://gmail.com/" }),
  ]);
  [A, B, freeMail] = rows.map((r) => r.id) as [string, string, string];
});
afterAll(async () => {
  restoreEnv();
  await new Promise((r) => smtp.close(() => r(undefined)));
  await closeDb();
});

describe("email claim through a local SMTP server", () => {
  it("sends a one-time link to an address at the website's domain; following it claims and signs in, once", async () => {
    const sent = await ask(A, "Dr.Lee@Mail.clinica-health.com");
    expect(sent.status).toBe(202);
    const token = linkSecret("dr.lee@mail.clinica-health.com");
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
    await ask(A, "office@clinica-health.com");
    const token = linkSecret("office@clinica-health.com");
    const db = await getDb();
    await db.update(claimTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(claimTokens.email, "office@clinica-health.com"));
    const res = await follow(token);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("This sign-in link has expired. Ask for a new one.");
  });

  it("refuses an address at another domain, at free mail, or a lookalike domain, and sends nothing", async () => {
    const before = inbox.length;
    for (const email of ["lee@clinic-b.org", "lee@gmail.com", "lee@clinica-health.com.evil.net", "lee@notclinica-health.com"]) {
      const res = await ask(A, email);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("The address must be at clinica-health.com, the listing website's domain");
    }
    expect((await ask(freeMail, "someone@gmail.com")).status).toBe(400);
    expect((await ask(A, "not an email")).status).toBe(400);
    expect((await follow("x".repeat(40))).status).toBe(400);
    expect(inbox.length).toBe(before);
  });

  it("a new address at the domain moves the listing to it; later sign-ins use an emailed link", async () => {
    await ask(A, "new.owner@clinica-health.com");
    const claimed = await follow(linkSecret("new.owner@clinica-health.com"));
    expect(claimed.status).toBe(200);
    const old = await call(signIn.POST, { body: { email: "dr.lee@mail.clinica-health.com" }, headers: freshIp() });
    expect(old.status).toBe(202);
    const back = await follow(linkSecret("dr.lee@mail.clinica-health.com"));
    expect(back.status).toBe(200);
    expect((await call(ownerSession.GET, { headers: { cookie: cookieOf(back) } })).json.programs).toEqual([]);
    // Unknown addresses get the same answer and no mail.
    const before = inbox.length;
    expect((await call(signIn.POST, { body: { email: "nobody@clinic-b.org" }, headers: freshIp() })).status).toBe(202);
    expect(inbox.length).toBe(before);
    expect((await call(ownerSession.DELETE, { method: "DELETE", headers: { cookie: cookieOf(back), ...ORIGIN } })).status).toBe(204);
    expect(B).toBeTruthy();
  });

  it("without SMTP_URL the email calls answer 404", async () => {
    const restore = setEnv({ SMTP_URL: undefined });
    try {
      for (const res of [await ask(B, "a@clinic-b.org"), await call(signIn.POST, { body: { email: "a@clinic-b.org" }, headers: freshIp() }), await follow("x".repeat(40))]) {
        expect(res.status).toBe(404);
        expect(res.json.error).toBe("Email sign-in is not available on this site");
      }
    } finally {
      restore();
    }
  });
});
