import "server-only";
import { createHash } from "node:crypto";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { safeEqual, signToken, verifyToken } from "./signing";

const WEAK = new Set(["admin", "password", "changeme", "letmein", "123456", "12345678", "123456789012", "qwerty", "administrator", "password123", "admin123", "secret", "default"]);
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Admin is open only with a password of 12+ characters that is not a well-known default. */
export function adminEnabled(password = env.ADMIN_PASSWORD): password is string {
  if (!password || password.length < 12) return false;
  const lower = password.toLowerCase();
  return !WEAK.has(lower) && !/^(.)\1+$/.test(password) && !/^(password|admin|changeme)\d*$/.test(lower);
}

export const ADMIN_COOKIE = env.NODE_ENV === "production" ? "__Host-detox_admin" : "detox_admin";

// Derived from the password unless SESSION_SECRET is set, so changing the password ends every session.
function sessionKey(password: string): string {
  return env.SESSION_SECRET ? `session:${env.SESSION_SECRET}` : createHash("sha256").update(`detox-admin-session:${password}`).digest("hex");
}

export function checkPassword(candidate: string): boolean {
  const password = env.ADMIN_PASSWORD;
  if (!adminEnabled(password)) return false;
  return safeEqual(candidate, password);
}

export function createSessionToken(now = Date.now()): string {
  if (!adminEnabled(env.ADMIN_PASSWORD)) throw new Error("admin disabled");
  return signToken(sessionKey(env.ADMIN_PASSWORD), "admin", SESSION_TTL_MS, now);
}

export function sessionCookieOptions(maxAgeSeconds = SESSION_TTL_MS / 1000) {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

function validSession(token: string | undefined): boolean {
  const password = env.ADMIN_PASSWORD;
  if (!token || !adminEnabled(password)) return false;
  return verifyToken(sessionKey(password), token) === "admin";
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one guard of every admin route handler: a valid session cookie or `Authorization: Bearer`.
 * Throws 401 without one, and 403 for a cookie-authenticated mutation from another origin.
 */
export function requireAdmin(req: Request): void {
  const auth = req.headers.get("authorization");
  if (auth?.startsWith("Bearer ")) {
    if (checkPassword(auth.slice(7))) return;
    throw new ApiError(401, "Authentication required");
  }
  if (!validSession(readCookie(req.headers.get("cookie"), ADMIN_COOKIE))) {
    throw new ApiError(401, "Authentication required");
  }
  if (!SAFE_METHODS.has(req.method) && !sameOrigin(req)) {
    throw new ApiError(403, "Cross-origin request refused");
  }
}

export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  try {
    const host = req.headers.get("host") ?? new URL(req.url).host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** For server components: is this request signed in as admin? */
export async function isAdminSession(): Promise<boolean> {
  const jar = await cookies();
  return validSession(jar.get(ADMIN_COOKIE)?.value);
}

/** For admin pages and their layout: redirects to the sign-in page when not signed in. */
export async function requireAdminPage(nextPath?: string): Promise<void> {
  if (await isAdminSession()) return;
  const safe = nextPath && nextPath.startsWith("/") && !nextPath.startsWith("//") ? nextPath : undefined;
  redirect(safe ? `/admin/login?next=${encodeURIComponent(safe)}` : "/admin/login");
}
