import * as adminReview from "@/app/api/admin/reviews/[id]/route";
import * as adminReviews from "@/app/api/admin/reviews/route";
import * as session from "@/app/api/admin/session/route";
import * as programById from "@/app/api/programs/[id]/route";
import { createHash } from "node:crypto";
import { signToken } from "@/lib/session/signing";
import { ADMIN_API_TOKEN, ADMIN_PASSWORD, adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

let id: string;
beforeAll(async () => {
  await resetDb();
  id = (await insertPrograms([programRow()]))[0]!.id;
});
afterAll(closeDb);

// Every admin call, with a body where it takes one.
const adminCalls = () =>
  [
    ["PUT /api/programs/{id}", programById.PUT, "PUT", { name: "Hijacked" }],
    ["DELETE /api/programs/{id}", programById.DELETE, "DELETE", undefined],
    ["GET /api/admin/reviews", adminReviews.GET, "GET", undefined],
    ["PATCH /api/admin/reviews/{id}", adminReview.PATCH, "PATCH", { isPublished: true }],
    ["DELETE /api/admin/reviews/{id}", adminReview.DELETE, "DELETE", undefined],
  ] as const;

async function login(password = ADMIN_PASSWORD, ip = freshIp()) {
  return call(session.POST, { body: { password }, headers: ip });
}

describe("admin calls without a valid session", () => {
  it.each([
    ["no credentials", {}],
    ["x-middleware-subrequest set", { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" }],
    ["a wrong bearer", { authorization: "Bearer wrong-password-123" }],
    ["a forged cookie", { cookie: "detox_admin=admin.99999999999999.forged" }],
    ["an expired-looking cookie", { cookie: "detox_admin=admin.1.abc" }],
    ["a malformed cookie", { cookie: "detox_admin=%E0%A4%A" }],
    ["the password as a bearer", { authorization: `Bearer ${ADMIN_PASSWORD}` }],
    ["a cookie signed with a key derived from the password", { cookie: `detox_admin=${signToken(createHash("sha256").update(`detox-admin-session:${ADMIN_PASSWORD}`).digest("hex"), "admin", 60_000)}` }],
  ])("answer 401 JSON with %s", async (_label, headers) => {
    for (const [, handler, method, body] of adminCalls()) {
      const res = await call(handler as never, { method, body, headers: { origin: "http://localhost:3000", ...freshIp(), ...headers }, params: { id } as never });
      expect({ method, status: res.status }).toEqual({ method, status: 401 });
      expect(res.json).toEqual({ error: "Authentication required" });
    }
    expect((await call(programById.GET, { params: { id } })).json.name).not.toBe("Hijacked");
  });
});

describe("POST /api/admin/session", () => {
  it("sets a signed, httpOnly, SameSite=Strict cookie for 8 hours that opens admin calls", async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^detox_admin=admin-[\w-]+\.\d+\.[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=28800/);
    const value = cookie.split(";")[0]!;
    const ok = await call(adminReviews.GET, { headers: { cookie: value } });
    expect(ok.status).toBe(200);
    // A tampered signature is refused.
    const tampered = value.slice(0, -2) + (value.endsWith("AA") ? "BB" : "AA");
    expect((await call(adminReviews.GET, { headers: { cookie: tampered } })).status).toBe(401);
  });

  it("requires a same-origin Origin for cookie mutations (403), not for bearer scripts", async () => {
    const cookie = (await login()).headers.get("set-cookie")!.split(";")[0]!;
    const put = (headers: Record<string, string>) => call(programById.PUT, { method: "PUT", params: { id }, body: { name: "Renamed" }, headers });
    expect((await put({ cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await put({ cookie })).status).toBe(403);
    expect((await put({ cookie, origin: "http://localhost:3000" })).status).toBe(200);
    expect((await put(adminBearer)).status).toBe(200);
  });

  it("compares Origin with SITE_URL, not with a Host header a proxy rewrote", async () => {
    const cookie = (await login()).headers.get("set-cookie")!.split(";")[0]!;
    const put = (headers: Record<string, string>) => call(programById.PUT, { method: "PUT", params: { id }, body: { name: "Renamed" }, headers: { cookie, host: "app-internal:8080", ...headers } });
    expect((await put({ origin: "http://localhost:3000" })).status).toBe(200);
    expect((await put({ origin: "http://app-internal:8080" })).status).toBe(403);
  });

  it("counts failed bearers and failed sign-ins toward one limit (429 with Retry-After)", async () => {
    const ip = freshIp();
    const bearer = (token: string) => call(adminReviews.GET, { headers: { authorization: `Bearer ${token}`, ...ip } });
    for (let i = 0; i < 5; i++) expect((await bearer(`wrong-token-${i}`.padEnd(40, "x"))).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login("wrong-password-123", ip)).status).toBe(401);
    const blocked = await bearer(ADMIN_API_TOKEN);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await login(ADMIN_PASSWORD, ip)).status).toBe(429);
    // Another client is not affected.
    expect((await call(adminReviews.GET, { headers: { ...adminBearer, ...freshIp() } })).status).toBe(200);
  });

  it("refuses a wrong password with 401 and rate limits failed logins with 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await login("wrong-password-123", ip)).status).toBe(401);
    const res = await login(ADMIN_PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await login("", freshIp())).status).toBe(400);
  });

  it("signs out by clearing the cookie", async () => {
    const res = await call(session.DELETE, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/detox_admin=;.*Max-Age=0/);
  });

  it("signing out ends the session: the old cookie then works nowhere", async () => {
    const cookie = (await login()).headers.get("set-cookie")!.split(";")[0]!;
    const other = (await login()).headers.get("set-cookie")!.split(";")[0]!;
    expect((await call(adminReviews.GET, { headers: { cookie } })).status).toBe(200);
    // An anonymous sign-out does not end anyone's session.
    expect((await call(session.DELETE, { method: "DELETE" })).status).toBe(204);
    expect((await call(adminReviews.GET, { headers: { cookie } })).status).toBe(200);
    expect((await call(session.DELETE, { method: "DELETE", headers: { cookie } })).status).toBe(204);
    expect((await call(adminReviews.GET, { headers: { cookie, ...freshIp() } })).status).toBe(401);
    expect((await call(adminReviews.GET, { headers: { cookie: other, ...freshIp() } })).status).toBe(401);
    const fresh = (await login()).headers.get("set-cookie")!.split(";")[0]!;
    expect((await call(adminReviews.GET, { headers: { cookie: fresh } })).status).toBe(200);
  });
});

describe("admin configuration", () => {
  const withEnv = async (vars: Record<string, string | undefined>, fn: (mod: typeof import("@/lib/session/admin")) => void | Promise<void>) => {
    const saved = { ...process.env };
    Object.assign(process.env, vars);
    for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
    try {
      let mod!: typeof import("@/lib/session/admin");
      jest.isolateModules(() => {
        mod = require("@/lib/session/admin"); // eslint-disable-line @typescript-eslint/no-require-imports
      });
      await fn(mod);
    } finally {
      process.env = saved;
    }
  };

  it.each([undefined, "", "admin", "password", "changeme", "short-pass1", "aaaaaaaaaaaaaaaa", "password1234", "qwertyuiop12", "iloveyou2024", "123456789abc", "Password123!"])(
    "keeps admin closed for the password %j",
    async (password) => {
      await withEnv({ ADMIN_PASSWORD: password }, async (mod) => {
        expect(mod.adminEnabled()).toBe(false);
        expect(mod.checkPassword(password ?? "")).toBe(false);
        await expect(mod.requireAdmin(new Request("http://localhost/api/admin/reviews", { headers: { ...freshIp(), authorization: `Bearer ${ADMIN_API_TOKEN}` } }))).rejects.toThrow("Authentication required");
      });
    },
  );

  it.each(["correct-horse-battery-staple", "violet kettle under nine maples"])("opens admin for the passphrase %j", async (password) => {
    await withEnv({ ADMIN_PASSWORD: password }, (mod) => {
      expect(mod.adminEnabled()).toBe(true);
    });
  });

  it("accepts no bearer when ADMIN_API_TOKEN is unset, and refuses a token shorter than 32 characters", async () => {
    await withEnv({ ADMIN_API_TOKEN: undefined }, async (mod) => {
      await expect(mod.requireAdmin(new Request("http://localhost/api/admin/reviews", { headers: { ...freshIp(), authorization: "Bearer undefined" } }))).rejects.toThrow("Authentication required");
    });
    const { parseEnv } = await import("@/lib/env");
    expect(() => parseEnv({ ADMIN_API_TOKEN: "short-token" })).toThrow(/ADMIN_API_TOKEN: must be at least 32 characters/);
  });

  it("uses a __Host- prefixed, Secure cookie in production", async () => {
    await withEnv({ NODE_ENV: "production" }, (mod) => {
      expect(mod.ADMIN_COOKIE).toBe("__Host-detox_admin");
      let cookies!: typeof import("@/lib/session/cookies");
      jest.isolateModules(() => {
        cookies = require("@/lib/session/cookies"); // eslint-disable-line @typescript-eslint/no-require-imports
      });
      const res = new Response(null);
      cookies.setSessionCookie(res, cookies.ADMIN_COOKIE, "v", 60_000);
      expect(res.headers.get("set-cookie")).toBe("__Host-detox_admin=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Strict");
    });
  });
});
