import fc from "fast-check";
import { POST as postReview } from "@/app/api/programs/[id]/reviews/route";
import { POST as create } from "@/app/api/programs/route";
import { call, freshIp } from "../support/api";
import { closeDb, countRows, insertPrograms, programRow, resetDb } from "../support/db";

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
beforeAll(async () => {
  await resetDb();
  programId = (await insertPrograms([programRow()]))[0]!.id;
});
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
