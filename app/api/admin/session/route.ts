// POST /api/admin/session - sign in with { password }: sets the signed, httpOnly admin cookie
// DELETE /api/admin/session - sign out
import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError, parseWith, readJson, route } from "@/lib/api/errors";
import { ADMIN_COOKIE, adminEnabled, checkPassword, createSessionToken, SESSION_TTL_MS, sessionCookieOptions } from "@/lib/auth/admin";
import { rateLimit, refund } from "@/lib/rate-limit";

const loginSchema = z.object({ password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000) });

export const POST = route(async (req) => {
  if (!adminEnabled()) {
    throw new ApiError(403, "Admin is disabled. Set ADMIN_PASSWORD (at least 12 characters) to enable it.");
  }
  await rateLimit("logins", req);
  const { password } = parseWith(loginSchema, await readJson(req));
  if (!checkPassword(password)) throw new ApiError(401, "Invalid password");
  await refund("logins", req);
  const res = NextResponse.json({ ok: true, expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString() });
  res.cookies.set(ADMIN_COOKIE, createSessionToken(), sessionCookieOptions());
  return res;
});

export const DELETE = route(async () => {
  const res = new NextResponse(null, { status: 204 });
  res.cookies.set(ADMIN_COOKIE, "", sessionCookieOptions(0));
  return res;
});
