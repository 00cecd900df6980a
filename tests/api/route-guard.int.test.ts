import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { adminBearer, freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

/**
 * Reads the declarations of every route handler under app/api (lib/http/route.ts attaches each
 * handler's access and whether it takes a JSON body), so a new route cannot be forgotten: admin and
 * owner routes are where they belong, every public handler is named below, and each answers as declared.
 */
const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = new Set([
  "POST /api/admin/session", // sign-in (rate limited)
  "DELETE /api/admin/session", // sign-out
  "GET /api/programs",
  "POST /api/programs", // Add Business (rate limited)
  "GET /api/programs/search",
  "GET /api/suggest",
  "GET /api/programs/points", // the home map's every result
  "GET /api/programs/[id]",
  "GET /api/programs/[id]/reviews",
  "POST /api/programs/[id]/reviews", // (rate limited)
  "GET /api/uploads/[...key]",
  "GET /api/ping",
  "GET /api/health", // liveness for a load balancer
  "GET /api/ready", // readiness for a load balancer
  "POST /api/contact", // contact form (rate limited)
  "POST /api/programs/[id]/reports", // report a problem (rate limited)
  "POST /api/programs/[id]/events", // insights: a view or a click, counted (rate limited per program)
  "GET /api/programs/[id]/claim/website", // this browser's claim token, if any
  "POST /api/programs/[id]/claim/website", // a claim token (rate limited)
  "POST /api/programs/[id]/claim/website/check", // "Check now" (rate limited)
  "POST /api/programs/[id]/claim/email", // a sign-in link by email (rate limited; 404 without SMTP_URL)
  "POST /api/owner/sign-in", // a sign-in link by email (rate limited; 404 without SMTP_URL)
  "POST /api/owner/verify", // follows an emailed link (rate limited)
  "GET /api/owner/notices/unsubscribe", // a notice's unsubscribe link: a confirmation page (changes nothing)
  "POST /api/owner/notices/unsubscribe", // one-click unsubscribe (RFC 8058): a signed token, no cookies
]);
// The program's own upload token, or an admin.
const UPLOADER = new Set(["POST /api/programs/[id]/image"]);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Declared = ((req: Request, ctx: { params: Promise<unknown> }) => Promise<Response>) & { access?: string; json?: boolean; sameOrigin?: boolean; params?: boolean };
type Handler = { label: string; file: string; method: string; access: string | undefined; json: boolean; sameOrigin: boolean; params: boolean; fn: Declared };

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name === "route.ts") out.push(full);
  }
  return out;
}

const files = walk(path.join(ROOT, "app/api")).filter((f) => !f.includes("[...path]"));
const routeOf = (file: string) => "/" + path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep).join("/");
// Loaded when the file is collected, so that each handler is a test of its own.
const found: Handler[] = files.flatMap((file) => {
  const mod = require(file) as Record<string, Declared>; // eslint-disable-line @typescript-eslint/no-require-imports
  return METHODS.filter((m) => mod[m]).map((method) => {
    const fn = mod[method]!;
    return { label: `${method} ${routeOf(file)}`, file, method, access: fn.access, json: fn.json === true, sameOrigin: fn.sameOrigin === true, params: fn.params === true, fn };
  });
});
let programId: string;
beforeAll(async () => {
  await resetDb();
  programId = (await insertPrograms([programRow()]))[0]!.id;
});
afterAll(closeDb);

const declared = () => found.filter((h) => h.access !== undefined);
const refused = () => found.filter((h) => h.access === undefined);
const urlOf = (h: Handler) => `http://localhost:3000${h.label.split(" ")[1]!.replace("[id]", programId).replace("[...key]", "x")}`;
const call = (h: Handler, init: RequestInit) => h.fn(new Request(urlOf(h), { method: h.method, ...init }), { params: Promise.resolve({ id: programId, key: ["x"] }) });

describe("every route file under app/api", () => {
  it("exports all five methods through the route builder, in at most 20 lines and without a hand-written 405", () => {
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      expect({ file, lines: source.trimEnd().split("\n").length <= 20 }).toEqual({ file, lines: true });
      expect(source).toMatch(/export const \{ GET, POST, PUT, PATCH, DELETE \} = handlers\(/);
      expect(source).not.toMatch(/405|methodNotAllowed/);
      expect({ file, asserted: source.match(/params\.\w+!/g) }).toEqual({ file, asserted: null });
    }
    expect(found).toHaveLength(files.length * METHODS.length);
  });

  it("declares admin access for every admin call, and lists every public one", () => {
    const admin = declared().filter((h) => h.access === "admin").map((h) => h.label);
    expect(admin).toEqual(expect.arrayContaining(["PUT /api/programs/[id]", "DELETE /api/programs/[id]", "GET /api/programs/export/excel", "POST /api/import/csv/execute"]));
    // Issue 53: the export, the import runs and their undo, and the bulk actions.
    expect(admin).toEqual(
      expect.arrayContaining([
        "GET /api/admin/programs/export",
        "GET /api/admin/imports",
        "GET /api/admin/imports/[id]",
        "POST /api/admin/imports/[id]/undo",
        "POST /api/admin/programs/bulk",
        "POST /api/admin/reviews/bulk",
      ]),
    );
    const adminPaths = declared().filter((h) => /^\w+ \/api\/(admin|import)\//.test(h.label) && !h.label.endsWith("/api/admin/session"));
    expect(adminPaths.filter((h) => h.access !== "admin").map((h) => h.label)).toEqual([]);
    const publicNow = declared().filter((h) => h.access === "public").map((h) => h.label);
    expect(publicNow.filter((l) => !PUBLIC.has(l))).toEqual([]);
    // A public entry that became admin (or vanished) is dropped from the list, so the list stays true.
    expect([...PUBLIC].filter((l) => !publicNow.includes(l))).toEqual([]);
    expect(declared().filter((h) => h.access === "uploader").map((h) => h.label)).toEqual([...UPLOADER]);
  });

  it("declares owner access only under /api/owner, where only the sign-in calls are public", () => {
    const owner = declared().filter((h) => h.access === "owner");
    expect(owner.map((h) => h.label)).toEqual(expect.arrayContaining(["GET /api/owner/session", "PUT /api/owner/programs/[id]", "POST /api/owner/reviews/[id]/reply", "PUT /api/owner/reviews/[id]/reply", "DELETE /api/owner/reviews/[id]/reply"]));
    expect(owner.filter((h) => !h.label.includes(" /api/owner/"))).toEqual([]);
    expect(declared().filter((h) => h.label.includes(" /api/owner/") && h.access !== "owner" && !PUBLIC.has(h.label))).toEqual([]);
  });

  // Item 9 of issue 48: a malformed id is answered by the builder (lib/http/route-params.int.test.ts), never the handler.
  it("declares a params schema on every call of a route with a path parameter, and on no other", () => {
    const dynamic = declared().filter((h) => h.label.includes("["));
    expect(dynamic.length).toBeGreaterThan(25);
    expect(dynamic.filter((h) => !h.params).map((h) => h.label)).toEqual([]);
    expect(declared().filter((h) => !h.label.includes("[") && h.params).map((h) => h.label)).toEqual([]);
  });

  it.each(declared().filter((h) => h.label.includes("[id]") && (h.access === "admin" || h.access === "uploader" || (h.access === "public" && !h.json))).map((h) => [h.label, h] as const))(
    "%s answers a malformed id with 404 JSON",
    async (_label, h) => {
      const res = await h.fn(new Request(urlOf(h).replace(programId, "not-a-uuid"), { method: h.method, headers: { ...adminBearer, ...freshIp(), origin: "http://localhost:3000", "content-type": "application/json" }, body: h.json ? "{}" : undefined }), { params: Promise.resolve({ id: "not-a-uuid" }) });
      // An admin JSON call checks its body first (400), as it always did; every other answer is the 404.
      if (h.json && res.status === 400) return;
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/ not found$/) });
    },
  );

  it("finds the guarded and the JSON calls (the walk works)", () => {
    expect(declared().filter((h) => h.access !== "public").length).toBeGreaterThan(30);
    expect(declared().filter((h) => h.json).map((h) => h.label)).toEqual(expect.arrayContaining(["POST /api/contact", "POST /api/programs/[id]/reviews", "POST /api/programs", "PUT /api/owner/programs/[id]"]));
  });

  it.each(declared().filter((h) => h.access !== "public").map((h) => [h.label, h] as const))("%s answers 401 JSON without credentials, private", async (_label, h) => {
    const hasBody = !["GET", "DELETE"].includes(h.method);
    const res = await call(h, {
      headers: { "content-type": "application/json", origin: "http://localhost:3000", ...freshIp() },
      body: hasBody ? JSON.stringify({ name: "x", isPublished: true }) : undefined,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Authentication required" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  // Security issue 29, item 7: admin JSON (reviews, reports, contact messages...) is never stored by a cache.
  it.each(declared().filter((h) => h.access === "admin" && h.method === "GET").map((h) => [h.label, h] as const))("%s answers an admin private, no-store", async (_label, h) => {
    const res = await call(h, { headers: { ...adminBearer, ...freshIp() } });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  // No other site can post to a JSON call from its visitors' browsers without a preflight.
  it.each(declared().filter((h) => h.json && h.access === "public").map((h) => [h.label, h] as const))("%s refuses a body that is not JSON with 415", async (_label, h) => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const res = await call(h, { headers: { ...(type ? { "content-type": type } : {}), origin: "http://localhost:3000", ...freshIp() }, body: JSON.stringify({ email: "a@b.co" }) });
      // The email calls answer 404 before anything when SMTP is not configured (as before).
      if (res.status === 404 && (h.label.includes("/claim/email") || h.label.includes("/api/owner/"))) continue;
      expect({ type, status: res.status }).toEqual({ type, status: 415 });
      expect(await res.json()).toEqual({ error: "Send the body as JSON (Content-Type: application/json)" });
    }
  });
});

// The public calls that claim a listing or sign a visitor in (security issue 29, item 3): another site's
// page could otherwise post them from its visitors' browsers, spread its calls over their addresses, or
// sign a visitor into the attacker's owner account.
const SIGN_IN_CALLS = [
  "POST /api/programs/[id]/claim/website",
  "POST /api/programs/[id]/claim/website/check",
  "POST /api/programs/[id]/claim/email",
  "POST /api/owner/sign-in",
  "POST /api/owner/verify",
];

describe("public calls that sign a visitor in", () => {
  it("declare that they take writes from this site only", () => {
    expect(declared().filter((h) => h.sameOrigin).map((h) => h.label).sort()).toEqual([...SIGN_IN_CALLS].sort());
  });

  it.each(SIGN_IN_CALLS.map((label) => [label, found.find((h) => h.label === label)!] as const))("%s refuses another origin, or none, with 403 naming SITE_URL", async (_label, h) => {
    for (const origin of ["https://evil.example", "null", "http://localhost:3001", undefined]) {
      const res = await call(h, { headers: { "content-type": "application/json", ...(origin ? { origin } : {}), ...freshIp() }, body: JSON.stringify({ email: "a@b.co", token: "x".repeat(40) }) });
      expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
      const { error } = (await res.json()) as { error: string };
      expect(error).toMatch(/^Cross-origin request refused: this site accepts writes from http:\/\/localhost:3000 \(set by SITE_URL\)/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

describe("a method a known route does not serve", () => {
  it("is refused on every route", () => {
    expect(refused().length).toBeGreaterThan(100);
  });

  it.each(refused().map((h) => [h.label, h] as const))("%s answers a JSON 405 with Allow", async (_label, h) => {
    const res = await h.fn(new Request("http://localhost:3000/api/x", { method: h.method }), { params: Promise.resolve({}) });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: "Method not allowed" });
    const served = declared().filter((a) => a.file === h.file).map((a) => a.method);
    expect(res.headers.get("allow")!.split(", ").sort()).toEqual([...served, ...(served.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort());
  });
});

describe("every 'use server' module", () => {
  it("is guarded by the admin check, but the blood lead answer, which only reads", () => {
    const all = ["app", "features", "lib", "components"].flatMap((d) => {
      const out: string[] = [];
      const visit = (dir: string) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, e.name);
          if (e.isDirectory()) visit(full);
          else if (/\.(ts|tsx)$/.test(e.name)) out.push(full);
        }
      };
      visit(path.join(ROOT, d));
      return out;
    });
    // The one public action: the blood lead answer (issue 50; in English and in Spanish, with the search they share), which posts so the value is never in a URL. It
    // only reads (answers from the form and a search), so it is listed here, and must never write.
    const PUBLIC_ACTIONS = new Set(["app/(en)/blood-lead-levels/actions.ts", "app/es/blood-lead-levels/actions.ts", "app/_blood-lead/find-nearby.ts"]);
    const unguarded = all.filter((f) => /^\s*(["'])use server\1/m.test(readFileSync(f, "utf8")) && !/\b(requireAdminPage|isAdminSession)\(/.test(readFileSync(f, "utf8")));
    expect(unguarded.map((f) => path.relative(ROOT, f)).filter((f) => !PUBLIC_ACTIONS.has(f))).toEqual([]);
    for (const f of PUBLIC_ACTIONS) expect(readFileSync(path.join(ROOT, f), "utf8")).not.toMatch(/\b(insert|update|delete|getDb|db\.)\b|@\/db/);
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

// Security issue 51, item 2: one spelling of every id. A GET of an upper-case id goes to the lower-case path
// (308); a write to it is a 404 after the rate limit has counted it against the canonical id.
describe("a path whose id is not in lower case", () => {
  const withId = () => declared().filter((h) => h.params && h.label.includes("[id]"));
  const upperCall = (h: Handler, init: RequestInit) => {
    const upper = programId.toUpperCase();
    return h.fn(new Request(urlOf(h).replace(programId, upper), { method: h.method, ...init }), { params: Promise.resolve({ id: upper }) });
  };

  it("exists (the walk finds the routes with an id)", () => {
    expect(withId().length).toBeGreaterThan(15);
  });

  it.each(declared().filter((h) => h.params && h.label.includes("[id]") && h.method === "GET").map((h) => [h.label, h] as const))("%s answers 308 to the lower-case path", async (_label, h) => {
    const res = await upperCall(h, { headers: { ...adminBearer, ...freshIp() } });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe(new URL(urlOf(h)).pathname);
  });

  it.each(declared().filter((h) => h.params && h.label.includes("[id]") && h.method !== "GET" && h.access !== "owner").map((h) => [h.label, h] as const))("%s answers 404", async (_label, h) => {
    const res = await upperCall(h, { headers: { ...adminBearer, "content-type": "application/json", origin: "http://localhost:3000", ...freshIp() }, body: "{}" });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
