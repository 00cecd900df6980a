// POST /api/admin/session - sign in with { password, code? }: sets the signed, httpOnly admin cookie
//   (code: the 6-digit TOTP code, required when ADMIN_TOTP_SECRET is set; each code works once)
// DELETE /api/admin/session - sign out: ends every session signed so far (a session version in Postgres)
import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError, parseWith, route } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { ADMIN_COOKIE, adminEnabled, checkPassword, createSessionToken, SESSION_TTL_MS, sessionCookieOptions, signOut } from "@/lib/session/admin";
import { totpEnabled, verifyAndConsumeTotp } from "@/features/admin/totp-store";
import { rateLimit, refund } from "@/lib/http/rate-limit";
import { methodNotAllowed } from "@/lib/http/methods";

const loginSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
  code: z.string({ error: "Code must be text" }).max(20).optional(),
});

export const POST = route(async (req) => {
  if (!adminEnabled()) {
    throw new ApiError(403, "Admin is disabled. Set ADMIN_PASSWORD (at least 12 characters, not a common password) to enable it.");
  }
  await rateLimit("logins", req);
  const { password, code } = parseWith(loginSchema, await readJson(req));
  if (totpEnabled()) {
    // One message for both factors, so a wrong code does not confirm a right password.
    if (!code) throw new ApiError(401, "Enter the 6-digit code from your authenticator app", [{ path: "code", message: "Code is required" }]);
    const passwordOk = checkPassword(password);
    if (!passwordOk || !(await verifyAndConsumeTotp(code))) throw new ApiError(401, "Invalid password or code");
  } else if (!checkPassword(password)) {
    throw new ApiError(401, "Invalid password");
  }
  await refund("logins", req);
  const res = NextResponse.json({ ok: true, expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString() });
  res.cookies.set(ADMIN_COOKIE, await createSessionToken(), sessionCookieOptions());
  return res;
});

export const DELETE = route(async (req) => {
  await signOut(req);
  const res = new NextResponse(null, { status: 204 });
  res.cookies.set(ADMIN_COOKIE, "", sessionCookieOptions(0));
  return res;
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST", "DELETE"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
