import "server-only";
import { parseCookie, stringifySetCookie } from "cookie";
import { env } from "@/lib/env";
import { ADMIN_COOKIE_BASE, cookiePrefix, OWNER_COOKIE_BASE } from "./cookie-names.mjs";

/**
 * The one place for this site's cookies: their names, their attributes (httpOnly, SameSite=Strict,
 * Secure in production, Path=/) and how they are read and written, with the `cookie` package.
 */
const prefix = cookiePrefix(env.NODE_ENV);
export const ADMIN_COOKIE = `${prefix}${ADMIN_COOKIE_BASE}`;
export const OWNER_COOKIE = `${prefix}${OWNER_COOKIE_BASE}`;
/** The private half of a website claim, one cookie per listing. */
export const claimCookieName = (programId: string) => `${prefix}detox_claim_${programId.toLowerCase()}`;

export function sessionCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: "strict" as const, secure: env.NODE_ENV === "production", path: "/", maxAge: maxAgeSeconds };
}

/** Sets (or, with ttlMs 0 and an empty value, clears) a session cookie on an answer. */
export function setSessionCookie(res: Response, name: string, value: string, ttlMs: number): void {
  res.headers.append("Set-Cookie", stringifySetCookie({ name, value, ...sessionCookieOptions(Math.floor(ttlMs / 1000)) }));
}

const strictDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** A cookie's value from a Cookie header; a malformed one (bad percent-encoding) counts as absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookie(header, { decode: strictDecode })[name] : undefined;
}
