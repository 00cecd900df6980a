import { eq, sql } from "drizzle-orm";
import { detoxPrograms, programDailyEvents } from "@/db/schema";
import { POST as postEvent } from "@/app/api/programs/[id]/events/route";
import { GET as ownerGet } from "@/app/api/owner/programs/[id]/insights/route";
import { GET as adminGet } from "@/app/api/admin/programs/[id]/insights/route";
import { claimProgram } from "@/features/owners/ownership";
import { createOwnerSessionToken } from "@/lib/session/owner";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import type { InsightType } from "./types";

const CHROME = { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36" };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const today = () => new Date().toISOString().slice(0, 10);

let counted = "";
let inactive = "";
let ownerCookie = "";
let otherCookie = "";
let otherProgram = "";

beforeAll(async () => {
  await resetDb();
  const [a, b, c] = await insertPrograms([programRow({ name: "Counted Clinic" }), programRow({ isActive: false }), programRow({ name: "Other Owner's Clinic" })]);
  counted = a!.id;
  inactive = b!.id;
  otherProgram = c!.id;
  const mine = await claimProgram({ programId: counted, method: "website" });
  ownerCookie = `detox_owner=${await createOwnerSessionToken(mine.session.ownerId, mine.session.scope)}`;
  const theirs = await claimProgram({ programId: otherProgram, method: "website" });
  otherCookie = `detox_owner=${await createOwnerSessionToken(theirs.session.ownerId, theirs.session.scope)}`;
});
afterAll(closeDb);

const send = (type: unknown, id = counted, headers: Record<string, string> = {}) => call(postEvent, { params: { id }, body: { type }, headers: { ...CHROME, ...freshIp(), ...headers } });
const adminInsights = async (id: string, days?: string) => call(adminGet, { params: { id }, query: { days }, headers: adminBearer });
const totals = async (id = counted) => (await adminInsights(id)).json.totals as Record<InsightType, number>;

describe("POST /api/programs/{id}/events", () => {
  it("counts each event on today's UTC row and answers 202 {}", async () => {
    const sent: InsightType[] = ["view", "view", "view", "call", "call", "website", "directions"];
    for (const type of sent) {
      const res = await send(type);
      expect(res.status).toBe(202);
      expect(res.json).toEqual({});
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await totals()).toEqual({ view: 3, call: 2, website: 1, directions: 1 });
    const db = await getDb();
    const rows = await db.select().from(programDailyEvents).where(eq(programDailyEvents.programId, counted));
    expect(rows).toEqual([{ programId: counted, day: today(), view: 3, call: 2, website: 1, directions: 1 }]);
  });

  it("takes what a browser sends: a keepalive fetch or a beacon's JSON Blob (charset or none)", async () => {
    const before = await totals();
    for (const type of ["application/json", "application/json;charset=UTF-8"]) {
      const res = await call(postEvent, { params: { id: counted }, rawBody: JSON.stringify({ type: "view" }), headers: { ...CHROME, ...freshIp(), "content-type": type } });
      expect(res.status).toBe(202);
    }
    expect((await totals()).view).toBe(before.view + 2);
  });

  it("answers bots, headless browsers, Lighthouse, clients without a user agent and prefetches alike, and counts none of them", async () => {
    const before = await totals();
    const uncounted: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36" },
      { "user-agent": `${CHROME["user-agent"]} Chrome-Lighthouse` },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "" },
      { purpose: "prefetch" },
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
    ];
    for (const headers of uncounted) {
      for (const type of ["view", "call"]) expect({ headers, status: (await send(type, counted, headers)).status }).toEqual({ headers, status: 202 });
    }
    expect(await totals()).toEqual(before);
  });

  it("loses none of 1,000 concurrent events", async () => {
    const [fresh] = await insertPrograms([programRow({ name: "Busy Clinic" })]);
    const types: InsightType[] = ["view", "call", "website", "directions"];
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => send(types[i % 4], fresh!.id)));
    expect(answers.filter((r) => r.status !== 202)).toEqual([]);
    expect(await totals(fresh!.id)).toEqual({ view: 250, call: 250, website: 250, directions: 250 });
  });

  it("answers 404 for unknown, malformed and unlisted programs, for bots too, and writes nothing", async () => {
    for (const id of [UNKNOWN, "not-a-uuid", inactive, "x".repeat(500)]) {
      expect((await send("view", id)).status).toBe(404);
      expect((await send("view", id, { "user-agent": "Googlebot" })).status).toBe(404);
    }
    expect((await send("view", UNKNOWN)).json).toEqual({ error: "Program not found" });
    const db = await getDb();
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(programDailyEvents).where(eq(programDailyEvents.programId, inactive));
    expect(row!.n).toBe(0);
  });

  it("answers 400 naming the types for a bad body, 415 for one that is not JSON", async () => {
    for (const body of [{ type: "click" }, {}, { type: 1 }, { type: null }]) {
      const res = await send(body === null ? null : (body as { type?: unknown }).type);
      expect(res.status).toBe(400);
      expect(res.json.issues).toEqual([{ path: "type", message: "type must be one of view, call, website, directions" }]);
    }
    for (const rawBody of ["{", "[]", '"view"', ""]) {
      const res = await call(postEvent, { params: { id: counted }, rawBody, headers: { ...CHROME, ...freshIp(), "content-type": "application/json" }, method: "POST" });
      expect({ rawBody, status: res.status }).toEqual({ rawBody, status: 400 });
    }
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await call(postEvent, { params: { id: counted }, rawBody: '{"type":"view"}', headers: { ...CHROME, ...freshIp(), "content-type": type } });
      expect(res.status).toBe(415);
    }
  });

  it("limits a client to 60 events a minute per program (429 with Retry-After), other programs and clients unaffected", async () => {
    const [limited] = await insertPrograms([programRow({ name: "Limited Clinic" })]);
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await send("view", limited!.id, ip)).status).toBe(202);
    const over = await send("view", limited!.id, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send("view", counted, ip)).status).toBe(202);
    expect((await send("view", limited!.id)).status).toBe(202);
    expect((await totals(limited!.id)).view).toBe(61);
  });

  // Security issue 51, item 2: the limit once keyed on the raw path, so each case variant had 60 more.
  it("counts the case variants of an id against one limit, and writes nothing for a non-canonical id", async () => {
    const [limited] = await insertPrograms([programRow({ name: "Case Clinic" })]);
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await send("view", limited!.id, ip)).status).toBe(202);
    const upper = limited!.id.toUpperCase();
    const mixed = limited!.id.replace(/[a-f]/, (c) => c.toUpperCase());
    for (const variant of [upper, mixed]) expect((await send("view", variant, ip)).status).toBe(429);
    const fresh = await send("view", upper);
    expect(fresh.status).toBe(404);
    expect((await totals(limited!.id)).view).toBe(60);
  });
});

describe("GET insights", () => {
  it("answers every UTC day of the range, oldest first, zeros filled, with totals", async () => {
    for (const [days, n] of [[undefined, 30], ["30", 30], ["90", 90]] as const) {
      const res = await adminInsights(counted, days);
      expect(res.status).toBe(200);
      expect(Object.keys(res.json).sort()).toEqual(["days", "totals"]);
      const list = res.json.days as { date: string; view: number; call: number; website: number; directions: number }[];
      expect(list).toHaveLength(n);
      expect(list.at(-1)!.date).toBe(today());
      const first = new Date(`${today()}T00:00:00Z`);
      first.setUTCDate(first.getUTCDate() - (n - 1));
      expect(list[0]!.date).toBe(first.toISOString().slice(0, 10));
      list.forEach((d, i) => i > 0 && expect(Date.parse(d.date) - Date.parse(list[i - 1]!.date)).toBe(86_400_000));
      expect(list.slice(0, -1).every((d) => d.view === 0 && d.call === 0 && d.website === 0 && d.directions === 0)).toBe(true);
      expect(Object.keys(list[0]!).sort()).toEqual(["call", "date", "directions", "view", "website"]);
      expect(res.json.totals).toEqual({ view: list.at(-1)!.view, call: list.at(-1)!.call, website: list.at(-1)!.website, directions: list.at(-1)!.directions });
    }
  });

  it("sums earlier days inside the range and leaves out those before it", async () => {
    const [old] = await insertPrograms([programRow({ name: "Old Clinic" })]);
    const db = await getDb();
    const day = (ago: number) => sql`((now() at time zone 'utc')::date - ${ago}::int)`;
    for (const [ago, view] of [[1, 4], [29, 5], [30, 6], [89, 7], [90, 8]] as const) {
      await db.execute(sql`insert into program_daily_events (program_id, day, view) values (${old!.id}, ${day(ago)}, ${view})`);
    }
    expect((await adminInsights(old!.id, "30")).json.totals.view).toBe(9);
    const ninety = (await adminInsights(old!.id, "90")).json;
    expect(ninety.totals.view).toBe(4 + 5 + 6 + 7);
    expect(ninety.days[0].view).toBe(7);
    expect(ninety.days.at(-2).view).toBe(4);
  });

  it("accepts days=30 or 90 only", async () => {
    for (const days of ["7", "31", "abc", "-30", "30.0"]) {
      const res = await adminInsights(counted, days);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("days must be 30 or 90");
    }
  });

  it("gives an owner their own listing only: 401 without a session, 404 for another owner's or an unknown one", async () => {
    const mine = await call(ownerGet, { params: { id: counted }, query: { days: "30" }, headers: { cookie: ownerCookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.json).toEqual((await adminInsights(counted)).json);
    expect((await call(ownerGet, { params: { id: counted } })).status).toBe(401);
    expect((await call(ownerGet, { params: { id: counted }, headers: { cookie: otherCookie } })).status).toBe(404);
    expect((await call(ownerGet, { params: { id: otherProgram }, headers: { cookie: ownerCookie } })).status).toBe(404);
    expect((await call(ownerGet, { params: { id: UNKNOWN }, headers: { cookie: ownerCookie } })).status).toBe(404);
    expect((await call(ownerGet, { params: { id: counted }, query: { days: "7" }, headers: { cookie: ownerCookie } })).status).toBe(400);
  });

  it("is admin-only on the admin route, 404 for an unknown program, and an unlisted one has its (empty) insights", async () => {
    expect((await call(adminGet, { params: { id: counted } })).status).toBe(401);
    expect((await call(adminGet, { params: { id: counted }, headers: { cookie: ownerCookie } })).status).toBe(401);
    expect((await adminInsights(UNKNOWN)).status).toBe(404);
    expect((await adminInsights("not-a-uuid")).status).toBe(404);
    expect((await adminInsights(inactive)).json.totals).toEqual({ view: 0, call: 0, website: 0, directions: 0 });
  });

  it("goes with the program when it is deleted", async () => {
    const [gone] = await insertPrograms([programRow()]);
    await send("call", gone!.id);
    const db = await getDb();
    await db.delete(detoxPrograms).where(eq(detoxPrograms.id, gone!.id));
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(programDailyEvents).where(eq(programDailyEvents.programId, gone!.id));
    expect(row!.n).toBe(0);
  });
});
