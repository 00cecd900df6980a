import { GET as listMessages } from "@/app/api/admin/contact-messages/route";
import { POST as send } from "@/app/api/contact/route";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { closeDb, resetDb } from "@/tests/support/db";

async function countMessages(): Promise<number> {
  const db = await getDb();
  const rows = await db.execute(sql`select count(*)::int as n from contact_messages`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const valid = { name: "Ana Ruiz", email: "ana.ruiz@example.com", topic: "listing", message: "The clinic on Main St has closed, please check." };

beforeEach(resetDb);
afterAll(closeDb);

describe("POST /api/contact", () => {
  it("stores the message and answers 201 without echoing the email", async () => {
    const res = await call(send, { body: valid, headers: freshIp() });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), received: true });
    expect(res.text).not.toContain("ana.ruiz@example.com");
    expect(await countMessages()).toBe(1);
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "not-an-email", "Please enter a valid email"],
    ["topic", "sales", "Please choose a topic"],
    ["message", "too short", "Message must be at least 10 characters long"],
    ["message", "x".repeat(2001), "Message must be at most 2000 characters"],
  ])("refuses a bad %s with 400 and the form's message", async (field, value, message) => {
    const res = await call(send, { body: { ...valid, [field]: value }, headers: freshIp() });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(message);
    expect(await countMessages()).toBe(0);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await call(send, { rawBody: "{not json", headers: freshIp() });
    expect(res.status).toBe(400);
  });

  it("rate limits one client to 5 messages an hour (429 with Retry-After), not others", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await call(send, { body: valid, headers: ip })).status).toBe(201);
    const limited = await call(send, { body: valid, headers: ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await countMessages()).toBe(5);
    expect((await call(send, { body: valid, headers: freshIp() })).status).toBe(201);
  });
});

describe("GET /api/admin/contact-messages", () => {
  it("answers 401 without credentials and lists messages newest first for an admin", async () => {
    expect((await call(listMessages)).status).toBe(401);
    expect((await call(listMessages, { headers: { authorization: "Bearer wrong-password-123" } })).status).toBe(401);
    await call(send, { body: valid, headers: freshIp() });
    await call(send, { body: { ...valid, name: "Second Sender", topic: "privacy" }, headers: freshIp() });
    const res = await call(listMessages, { headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json.map((m: { name: string }) => m.name)).toEqual(["Second Sender", "Ana Ruiz"]);
    expect(res.json[0]).toMatchObject({ topic: "privacy", email: valid.email, message: valid.message });
  });
});
