import fc from "fast-check";
import { POST as postReview } from "@/app/api/programs/[id]/reviews/route";
import { POST as create } from "@/app/api/programs/route";
import { POST as claimToken } from "@/app/api/programs/[id]/claim/website/route";
import { POST as claimCheck } from "@/app/api/programs/[id]/claim/website/check/route";
import { GET as ownerMe } from "@/app/api/owner/session/route";
import { PUT as ownerEdit } from "@/app/api/owner/programs/[id]/route";
import { POST as ownerReply } from "@/app/api/owner/reviews/[id]/reply/route";
import { POST as claimEmail } from "@/app/api/programs/[id]/claim/email/route";
import { POST as verifyLink } from "@/app/api/owner/verify/route";
import { sql } from "drizzle-orm";
import { reviews } from "@/db/schema";
import { createOwnerSessionToken } from "@/lib/session/owner";
import { claimProgram } from "@/features/owners/ownership";
import { PATCH as decideTransfer } from "@/app/api/admin/transfers/[id]/route";
import { GET as listTransfers } from "@/app/api/admin/transfers/route";
import { adminBearer, call, CLIENT_IP_KEY, freshIp } from "@/tests/support/api";
import { signClientIp } from "@/lib/http/client-ip";
import { closeDb, countRows, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";

// Hostile JSON values: wrong types, huge and odd strings, prototype keys, nesting.
const hostileValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, "", " ", "\u0000", "NaN", "Infinity", "__proto__", "<script>alert(1)</script>", "'; drop table detox_programs; --", "%_\\", "x".repeat(6000)),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
);

const programKeys = ["name", "phone", "description", "email", "website", "address", "city", "state", "zipCode", "imageUrl", "programTypes", "priceMin", "priceMax", "id", "rating", "isVerified", "__proto__", "constructor"];
const reviewKeys = ["userName", "userEmail", "rating", "title", "comment", "isPublished", "programId", "__proto__"];

// A body is a JSON object with hostile values under known and unknown keys, or not an object at all.
const hostileBody = (keys: string[]) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }).map((o) => JSON.stringify(o)),
    fc.json({ maxDepth: 3 }),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{"__proto__": {"isVerified": true}}', '{"constructor": {"prototype": {"x": 1}}}', "{", "[]", "null", '"text"'),
  );

function expectClientError(res: { status: number; json: unknown }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.json).toEqual(expect.objectContaining({ error: expect.any(String) }));
  expect(JSON.stringify(res.json)).not.toMatch(/at .+\.(js|ts):\d+|select .+ from |insert into|drizzle|postgres/i);
}

let programId: string;
let ownedId: string;
let ownerCookie: string;
let otherReviewId: string;
beforeAll(async () => {
  await resetDb();
  programId = (await insertPrograms([programRow()]))[0]!.id;
});

/** An owner of a second listing, and a published review of the first (after the tests that count rows). */
async function ownerSetup() {
  ownedId = (await insertPrograms([programRow({ website: "https://owned.example" })]))[0]!.id;
  const { session } = await claimProgram({ programId: ownedId, method: "website" });
  ownerCookie = `detox_owner=${await createOwnerSessionToken(session.ownerId, session.scope)}`;
  const db = await getDb();
  const [review] = await db.insert(reviews).values({ programId, userName: "Pat", userEmail: "p@example.org", rating: 3, title: "Title here", comment: "A comment long enough.", isPublished: true }).returning();
  otherReviewId = review!.id;
}

/** Rows the owner and claim calls could write, and the programs as they are. */
async function ownerWrites() {
  const db = await getDb();
  const count = async (table: string) => ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  const programs = ((await db.execute(sql`select md5(string_agg(to_jsonb(p)::text, '' order by id)) as h from detox_programs p`)) as unknown as { rows: { h: string }[] }).rows[0]!.h;
  return { owners: await count("owners"), claims: await count("claim_tokens"), transfers: await count("claim_transfers"), changes: await count("program_changes"), replies: await count("review_replies"), ownership: await count("owner_programs"), programs };
}
afterAll(closeDb);

describe("hostile JSON", () => {
  it("POST /api/programs answers only 4xx with the error shape and writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(programKeys), async (rawBody) => {
        const res = await call(create, { rawBody, headers: freshIp() });
        expectClientError(res);
        expect((await countRows()).programs).toBe(1);
      }),
      { numRuns: 300 },
    );
    expect(({} as Record<string, unknown>).isVerified).toBeUndefined();
  });

  it("POST /api/programs/{id}/reviews answers only 4xx with the error shape and writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(reviewKeys), fc.constantFrom(programId, "not-a-uuid", "00000000-0000-0000-0000-000000000000"), async (rawBody, id) => {
        const res = await call(postReview, { rawBody, params: { id }, headers: freshIp() });
        expectClientError(res);
        expect((await countRows()).reviews).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

// Security issue 51, items 1 and 2: hostile addresses and hostile spellings of an id.
describe("hostile client addresses and ids", () => {
  const review = { userName: "Pat", userEmail: "pat@example.org", rating: 4, title: "A fair title", comment: "A comment long enough to pass." };

  it("a client sending X-Forwarded-For of its own choosing straight to the app counts against its own address", async () => {
    const restore = setEnv({ TRUST_PROXY: "true" });
    try {
      const peer = { "x-detox-client-ip": signClientIp("198.51.100.200", CLIENT_IP_KEY) };
      const forged = fc.sample(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 60 }), fc.constant("1.1.1.1, 2.2.2.2, 3.3.3.3")), 15);
      const statuses: number[] = [];
      for (const xff of forged) statuses.push((await call(postReview, { body: review, params: { id: programId }, headers: { ...peer, "x-forwarded-for": xff } })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    } finally {
      restore();
      const db = await getDb();
      await db.execute(sql`delete from reviews`);
    }
  });

  it("an id in upper or mixed case is a 404 for a write and writes nothing", async () => {
    const variants = [programId.toUpperCase(), programId.replace(/[a-f]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c))].filter((v) => v !== programId);
    for (const id of variants) {
      const res = await call(postReview, { body: review, params: { id }, headers: freshIp() });
      expectClientError(res);
      expect(res.status).toBe(404);
    }
    expect((await countRows()).reviews).toBe(0);
  });
});

/** From this site's own pages, so the calls get past the origin check to the parts under test. */
const SITE = { origin: "http://localhost:3000" };

describe("hostile claim and owner calls", () => {
  beforeAll(ownerSetup);
  const hostileId = fc.oneof(fc.constantFrom("not-a-uuid", "00000000-0000-0000-0000-000000000000", "../../etc/passwd", "%00", ""), fc.string({ maxLength: 60 }));
  const hostileCookie = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom("owner_x_0_all.1.sig", "a.b.c", "%E0%A4%A", "\u0000", "owner_00000000-0000-4000-8000-000000000000_0_all.99999999999999.x"),
  );
  const ownerKeys = [...programKeys, "isActive", "source", "reviewCount", "npiNumber", "latitude"];

  it("claim tokens and checks for unknown or malformed listings, or with forged browser secrets, answer only 4xx and write nothing", async () => {
    const before = await ownerWrites();
    await fc.assert(
      fc.asyncProperty(hostileId, hostileCookie, hostileBody(["token", "email", "__proto__"]), async (id, secret, rawBody) => {
        const cookie = `detox_claim_${programId}=${encodeURIComponent(secret)}; detox_claim_${id}=${encodeURIComponent(secret)}`;
        expectClientError(await call(claimToken, { rawBody, params: { id }, headers: { ...freshIp(), ...SITE, cookie } }));
        expectClientError(await call(claimCheck, { rawBody, params: { id }, headers: { ...freshIp(), ...SITE, cookie } }));
        expectClientError(await call(claimCheck, { rawBody, params: { id: programId }, headers: { ...freshIp(), ...SITE, cookie } }));
      }),
      { numRuns: 150 },
    );
    expect(await ownerWrites()).toEqual(before);
  });

  it("email claims for a listing without a website domain and forged sign-in links answer only 4xx and write nothing", async () => {
    const restore = setEnv({ SMTP_URL: "smtp://127.0.0.1:9" }); // the email way is on; nothing valid ever reaches it here
    try {
      const before = await ownerWrites();
      await fc.assert(
        fc.asyncProperty(hostileBody(["email", "__proto__"]), hostileBody(["token", "__proto__"]), hostileId, async (emailBody, tokenBody, id) => {
          expectClientError(await call(claimEmail, { rawBody: emailBody, params: { id: programId }, headers: { ...freshIp(), ...SITE } }));
          expectClientError(await call(claimEmail, { rawBody: emailBody, params: { id }, headers: { ...freshIp(), ...SITE } }));
          expectClientError(await call(verifyLink, { rawBody: tokenBody, headers: { ...freshIp(), ...SITE } }));
        }),
        { numRuns: 150 },
      );
      expect(await ownerWrites()).toEqual(before);
    } finally {
      restore();
    }
  });

  it("owner calls with forged sessions, another listing's ids or refused fields answer only 4xx and write nothing", async () => {
    const before = await ownerWrites();
    await fc.assert(
      fc.asyncProperty(hostileCookie, hostileId, hostileBody(ownerKeys), hostileBody(["body", "__proto__"]), async (forged, id, rawBody, replyBody) => {
        expectClientError(await call(ownerMe, { headers: { cookie: `detox_owner=${encodeURIComponent(forged)}` } }));
        const origin = { origin: "http://localhost:3000" };
        // Forged session on the owned listing; a real one on ids that are not its own; a real one with a field owners never set.
        expectClientError(await call(ownerEdit, { method: "PUT", rawBody, params: { id: ownedId }, headers: { ...origin, cookie: `detox_owner=${encodeURIComponent(forged)}` } }));
        expectClientError(await call(ownerEdit, { method: "PUT", rawBody, params: { id }, headers: { ...origin, cookie: ownerCookie } }));
        expectClientError(await call(ownerEdit, { method: "PUT", rawBody, params: { id: programId }, headers: { ...origin, cookie: ownerCookie } }));
        const withRefused = (() => {
          try {
            const parsed: unknown = JSON.parse(rawBody);
            return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? JSON.stringify({ ...parsed, isVerified: true }) : rawBody;
          } catch {
            return rawBody;
          }
        })();
        expectClientError(await call(ownerEdit, { method: "PUT", rawBody: withRefused, params: { id: ownedId }, headers: { ...origin, cookie: ownerCookie } }));
        expectClientError(await call(ownerReply, { rawBody: replyBody, params: { id: otherReviewId }, headers: { ...origin, cookie: ownerCookie } }));
        expectClientError(await call(ownerReply, { rawBody: replyBody, params: { id }, headers: { ...origin, cookie: ownerCookie } }));
      }),
      { numRuns: 150 },
    );
    expect(await ownerWrites()).toEqual(before);
  });
});

describe("hostile transfer decisions (admin)", () => {
  it("unknown or malformed requests and hostile decisions answer only 4xx and write nothing", async () => {
    const before = await ownerWrites();
    const hostileId = fc.oneof(fc.constantFrom("not-a-uuid", "00000000-0000-4000-8000-000000000000", "../../etc/passwd", "%00", ""), fc.string({ maxLength: 60 }));
    await fc.assert(
      fc.asyncProperty(hostileId, hostileBody(["decision", "status", "toOwnerId", "__proto__"]), async (id, rawBody) => {
        expectClientError(await call(decideTransfer, { method: "PATCH", rawBody, params: { id }, headers: { ...adminBearer, ...freshIp() } }));
        // A random string can be a real filter ("all" was drawn once): only the others must be refused.
        if (!["pending", "approved", "refused", "all"].includes(id)) expectClientError(await call(listTransfers, { query: { status: id }, headers: { ...adminBearer, ...freshIp() } }));
      }),
      { numRuns: 150 },
    );
    expect(await ownerWrites()).toEqual(before);
  });
});

describe("request bodies are read through one capped reader", () => {
  // A chunked body (no Content-Length) of `total` bytes; counts what the server pulled.
  function endlessBody(total: number) {
    const chunk = new TextEncoder().encode(`{"name":"${"x".repeat(16 * 1024 - 10)}`);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  it.each([
    ["POST /api/programs", () => create],
    ["POST /api/programs/{id}/reviews", () => postReview],
  ])("%s stops reading a chunked body at 64 KB and answers 413", async (_label, handler) => {
    const body = endlessBody(50 * 1024 * 1024);
    const req = new Request("http://localhost:3000/api/test", {
      method: "POST",
      headers: { "content-type": "application/json", ...freshIp() },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    const res = await (handler() as (r: Request, c: { params: Promise<{ id: string }> }) => Promise<Response>)(req, { params: Promise.resolve({ id: programId }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body too large" });
    expect(body.pulled()).toBeLessThan(256 * 1024);
  });
});
