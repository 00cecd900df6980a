import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

/**
 * Walks every route handler under app/api and every 'use server' module, so a new admin route cannot
 * be forgotten: a handler is admin when its code calls requireAdmin (itself or through a function of
 * its file), an owner's when it calls requireOwner; every other handler must be named
 * below as public, and the test fails on one that is neither.
 */
const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = new Set([
  "POST /api/admin/session", // sign-in (rate limited)
  "DELETE /api/admin/session", // sign-out
  "GET /api/programs",
  "POST /api/programs", // Add Business (rate limited)
  "GET /api/programs/search",
  "GET /api/programs/[id]",
  "GET /api/programs/[id]/reviews",
  "POST /api/programs/[id]/reviews", // (rate limited)
  "GET /api/uploads/[...key]",
  "GET /api/ping",
  "GET /api/health", // liveness for a load balancer
  "GET /api/ready", // readiness for a load balancer
  "POST /api/contact", // contact form (rate limited)
  "POST /api/programs/[id]/reports", // report a problem (rate limited)
  "GET /api/programs/[id]/claim/website", // this browser's claim token, if any
  "POST /api/programs/[id]/claim/website", // a claim token (rate limited)
  "POST /api/programs/[id]/claim/website/check", // "Check now" (rate limited)
  "POST /api/programs/[id]/claim/email", // a sign-in link by email (rate limited; 404 without SMTP_URL)
  "POST /api/owner/sign-in", // a sign-in link by email (rate limited; 404 without SMTP_URL)
  "POST /api/owner/verify", // follows an emailed link (rate limited)
  // The JSON 404 for unknown /api/... paths.
  ...["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].map((m) => `${m} /api/[...path]`),
]);
// Server actions: none today. An admin one must call requireAdminPage or isAdminSession.
const PUBLIC_ACTIONS = new Set<string>([]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

type Handler = { label: string; file: string; method: string; admin: boolean; owner: boolean; notAllowed: boolean };

/** Each exported method of a route file, admin when its own code (up to the next export) calls requireAdmin. */
function handlers(): Handler[] {
  const out: Handler[] = [];
  for (const file of walk(path.join(ROOT, "app/api")).filter((f) => f.endsWith("/route.ts"))) {
    const source = readFileSync(file, "utf8");
    const route = "/" + path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep).join("/");
    // Local helpers that call requireAdmin (for example the image route's admin-or-upload-token check).
    const tops = [...source.matchAll(/^(?:async )?function (\w+)\(|^export /gm)];
    const guards = tops
      .map((m, i) => ({ name: m[1], code: source.slice(m.index, tops[i + 1]?.index ?? source.length) }))
      .filter((t) => t.name && /\brequireAdmin\(/.test(t.code))
      .map((t) => t.name!);
    const guarded = new RegExp(`\\b(${["requireAdmin", ...guards].join("|")})\\(`);
    const exports = [...source.matchAll(/^export (?:const|async function) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/gm)];
    exports.forEach((m, i) => {
      const body = source.slice(m.index, exports[i + 1]?.index ?? source.length);
      // A handler defined as another name (export const X = y) is judged by y's code.
      const alias = body.match(/^export const \w+ = (\w+);/)?.[1];
      const code = alias ? (source.match(new RegExp(`const ${alias} = [\\s\\S]*?(?=\\nexport |$)`))?.[0] ?? body) : body;
      out.push({ label: `${m[1]} ${route}`, file, method: m[1]!, admin: guarded.test(code), owner: /\brequireOwner\(/.test(code), notAllowed: alias !== undefined && /\bmethodNotAllowed\(/.test(code) });
    });
  }
  return out;
}

const found = handlers();
const all = found.filter((h) => !h.notAllowed);
const refused = found.filter((h) => h.notAllowed);
let programId: string;
beforeAll(async () => {
  await resetDb();
  programId = (await insertPrograms([programRow()]))[0]!.id;
});
afterAll(closeDb);

describe("every route handler under app/api", () => {
  it("finds the handlers (the walk works)", () => {
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter((h) => h.admin).map((h) => h.label)).toEqual(expect.arrayContaining(["PUT /api/programs/[id]", "DELETE /api/programs/[id]", "GET /api/programs/export/excel", "POST /api/import/csv/execute"]));
  });

  it("is either admin (calls requireAdmin) or listed as public", () => {
    const neither = all.filter((h) => !h.admin && !h.owner && !PUBLIC.has(h.label)).map((h) => h.label);
    expect(neither).toEqual([]);
    // A public entry that became admin (or vanished) is dropped from the list, so the list stays true.
    const stale = [...PUBLIC].filter((label) => !all.some((h) => h.label === label && !h.admin && !h.owner));
    expect(stale).toEqual([]);
  });

  it("finds the owner handlers, every one under /api/owner (where only the sign-in calls are public)", () => {
    const owner = all.filter((h) => h.owner);
    expect(owner.map((h) => h.label)).toEqual(expect.arrayContaining(["GET /api/owner/session", "PUT /api/owner/programs/[id]", "POST /api/owner/reviews/[id]/reply"]));
    expect(owner.filter((h) => !h.label.includes(" /api/owner/"))).toEqual([]);
    expect(all.filter((h) => h.label.includes(" /api/owner/") && !h.owner && !PUBLIC.has(h.label))).toEqual([]);
  });

  it.each(all.filter((h) => h.admin || h.owner).map((h) => [h.label, h] as const))("%s answers 401 JSON without credentials", async (_label, h) => {
    const mod = (await import(h.file)) as Record<string, (req: Request, ctx: { params: Promise<unknown> }) => Promise<Response>>;
    const url = `http://localhost:3000${h.label.split(" ")[1]!.replace("[id]", programId)}`;
    const hasBody = !["GET", "HEAD", "DELETE"].includes(h.method);
    const req = new Request(url, {
      method: h.method,
      headers: { "content-type": "application/json", origin: "http://localhost:3000", ...freshIp() },
      body: hasBody ? JSON.stringify({ name: "x", isPublished: true }) : undefined,
    });
    const res = await mod[h.method]!(req, { params: Promise.resolve({ id: programId }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Authentication required" });
  });
});

describe("a method a known route does not serve", () => {
  it("is refused on every route", () => {
    expect(refused.length).toBeGreaterThan(50);
  });

  it.each(refused.map((h) => [h.label, h] as const))("%s answers a JSON 405 with Allow", async (_label, h) => {
    const mod = (await import(h.file)) as Record<string, (req: Request, ctx: { params: Promise<unknown> }) => Promise<Response>>;
    const res = await mod[h.method]!(new Request(`http://localhost:3000/api/x`, { method: h.method }), { params: Promise.resolve({}) });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: "Method not allowed" });
    const served = all.filter((a) => a.file === h.file).map((a) => a.method);
    expect(res.headers.get("allow")!.split(", ").sort()).toEqual([...served, ...(served.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort());
  });
});

describe("every 'use server' module", () => {
  it("is guarded by the admin check or listed as public", () => {
    const modules = ["app", "lib", "components"]
      .flatMap((d) => walk(path.join(ROOT, d)))
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .filter((f) => /^\s*(["'])use server\1/m.test(readFileSync(f, "utf8")));
    const unguarded = modules
      .filter((f) => !/\b(requireAdminPage|isAdminSession)\(/.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(ROOT, f))
      .filter((f) => !PUBLIC_ACTIONS.has(f));
    expect(unguarded).toEqual([]);
  });
});

describe("unknown /api paths", () => {
  it.each(["GET", "POST", "DELETE"])("answer a JSON 404 to %s", async (method) => {
    const { [method]: handler } = (await import("@/app/api/[...path]/route")) as unknown as Record<string, (req: Request) => Promise<Response>>;
    const res = await handler!(new Request("http://localhost:3000/api/no/such/thing", { method }));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: "Not found" });
  });
});
