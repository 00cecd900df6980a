import { z } from "zod";
import { idParams, pathParts } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb } from "@/tests/support/db";

afterAll(closeDb);

const ID = "5b1c3f8e-0000-4000-8000-000000000000";
const MALFORMED = ["not-a-uuid", "", " ", "1 or 1=1", "../../etc/passwd", "%00", "\u0000", `${ID}x`, ` ${ID}`, ID.replace(/-/g, ""), "x".repeat(500)];

/** A route whose handler records every id that reached it. */
function spy(spec: Omit<Parameters<typeof route>[0], "params">) {
  const reached: unknown[] = [];
  const handler = route({ ...spec, params: idParams("Review") }, ({ params }) => {
    reached.push(params.id);
    return { id: params.id };
  });
  return { handler, reached };
}

describe("route params: a path parameter that does not parse never reaches the handler", () => {
  it.each(MALFORMED.map((id) => [JSON.stringify(id.length > 40 ? `${id.slice(0, 12)}… (${id.length} characters)` : id), id]))("%s answers the handler's own 404", async (_label, id) => {
    const { handler, reached } = spy({ access: "public" });
    const res = await call(handler, { params: { id } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: "Review not found" });
    expect(reached).toEqual([]);
  });

  it("answers 404 for a missing or non-string id", async () => {
    const { handler, reached } = spy({ access: "public" });
    for (const params of [{}, { id: ["a", "b"] }, { id: 1 }]) {
      const res = await call(handler as never, { params });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: "Review not found" });
    }
    expect(reached).toEqual([]);
  });

  it("passes a canonical id through; a GET of an upper-case id answers 308 to the lower-case path, a write 404", async () => {
    const { handler, reached } = spy({ access: "public" });
    expect((await call(handler, { params: { id: ID } })).json).toEqual({ id: ID });
    const get = await call(handler, { params: { id: ID.toUpperCase() }, path: `/api/reviews/${ID.toUpperCase()}/x`, query: { a: "1" } });
    expect(get.status).toBe(308);
    expect(get.headers.get("location")).toBe(`/api/reviews/${ID}/x?a=1`);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const write = await call(handler, { method, params: { id: ID.toUpperCase() }, path: `/api/reviews/${ID.toUpperCase()}` });
      expect({ method, status: write.status }).toEqual({ method, status: 404 });
    }
    expect(reached).toEqual([ID]);
  });

  it("checks the parameters after access and the body, as the handlers did: 401 and 400 come first", async () => {
    const admin = spy({ access: "admin" });
    expect((await call(admin.handler, { params: { id: "not-a-uuid" } })).status).toBe(401);
    const bad = await call(admin.handler, { params: { id: "not-a-uuid" }, headers: adminBearer });
    expect(bad.status).toBe(404);
    expect(bad.headers.get("cache-control")).toBe("private, no-store");
    const withBody = spy({ access: "public", body: z.object({ title: z.string({ error: "Title is required" }) }) });
    const res = await call(withBody.handler, { params: { id: "not-a-uuid" }, body: {} });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(expect.objectContaining({ error: "Title is required" }));
    expect((await call(withBody.handler, { params: { id: "not-a-uuid" }, body: { title: "x" } })).status).toBe(404);
    expect([...admin.reached, ...withBody.reached]).toEqual([]);
  });

  it("declares the parameters on the handler (read by tests/api/route-guard.int.test.ts)", () => {
    expect(spy({ access: "public" }).handler.params).toBe(true);
    expect(route({ access: "public" }, () => ({})).params).toBe(false);
  });

  it("takes a catch-all segment's parts, and no parts for anything else", () => {
    const schema = z.object({ key: pathParts });
    expect(schema.parse({ key: ["programs", "a.webp"] })).toEqual({ key: ["programs", "a.webp"] });
    expect(schema.parse({})).toEqual({ key: [] });
    expect(schema.parse({ key: "a" })).toEqual({ key: [] });
  });
});
