import * as adminReviews from "@/app/api/admin/reviews/route";
import * as session from "@/app/api/admin/session/route";
import { base32Decode, totp } from "@/features/admin/totp";
import { env } from "@/lib/env";
import { ADMIN_PASSWORD, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, resetDb } from "@/tests/support/db";
import { sql } from "drizzle-orm";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const key = base32Decode(SECRET)!;

const login = (body: Record<string, unknown>) => call(session.POST, { body, headers: freshIp() });

beforeAll(async () => {
  await resetDb();
  await (await getDb()).execute(sql`delete from admin_totp_used`);
});
afterEach(() => {
  env.ADMIN_TOTP_SECRET = undefined;
  jest.restoreAllMocks();
});
afterAll(closeDb);

describe("admin sign-in with ADMIN_TOTP_SECRET set", () => {
  beforeEach(() => {
    env.ADMIN_TOTP_SECRET = SECRET;
  });

  it("signs in with the password and a valid code, and the cookie opens admin calls", async () => {
    const res = await login({ password: ADMIN_PASSWORD, code: totp(key, Date.now()) });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect((await call(adminReviews.GET, { headers: { cookie } })).status).toBe(200);
  });

  it("refuses a missing, malformed or wrong code, and a right code with a wrong password", async () => {
    const now = Date.now();
    expect((await login({ password: ADMIN_PASSWORD })).status).toBe(401);
    expect((await login({ password: ADMIN_PASSWORD, code: "abcdef" })).status).toBe(401);
    const wrong = String((Number(totp(key, now)) + 1) % 1_000_000).padStart(6, "0");
    const res = await login({ password: ADMIN_PASSWORD, code: wrong });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("Invalid password or code");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await login({ password: "wrong-password-123", code: totp(key, now + 30_000) })).status).toBe(401);
    expect((await login({ password: ADMIN_PASSWORD, code: totp(key, now - 5 * 60_000) })).status).toBe(401);
  });

  it("accepts each code once, and refuses an older code after a newer one", async () => {
    const now = Date.now() + 10 * 60_000;
    const clock = jest.spyOn(Date, "now").mockReturnValue(now);
    const code = totp(key, now);
    expect((await login({ password: ADMIN_PASSWORD, code })).status).toBe(200);
    // The same code again (replay), even within its 30 s step: refused.
    expect((await login({ password: ADMIN_PASSWORD, code })).status).toBe(401);
    // The previous step's code is still inside the drift window but older than the last accepted: refused.
    expect((await login({ password: ADMIN_PASSWORD, code: totp(key, now - 30_000) })).status).toBe(401);
    // The next step's code works once.
    clock.mockReturnValue(now + 30_000);
    expect((await login({ password: ADMIN_PASSWORD, code: totp(key, now + 30_000) })).status).toBe(200);
  });

  it("lets only one of two simultaneous sign-ins with the same code through", async () => {
    const now = Date.now() + 20 * 60_000;
    jest.spyOn(Date, "now").mockReturnValue(now);
    const code = totp(key, now);
    const results = await Promise.all([login({ password: ADMIN_PASSWORD, code }), login({ password: ADMIN_PASSWORD, code })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe("admin sign-in without ADMIN_TOTP_SECRET", () => {
  it("needs the password only", async () => {
    expect((await login({ password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await login({ password: "wrong-password-123" })).json.error).toBe("Invalid password");
  });
});
