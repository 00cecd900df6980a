// The session cookies' names, in plain JavaScript so that the production server's page-header path
// (lib/http/page-headers.mjs, run by scripts/server.mjs without a compiler) reads the same names.
// In production they carry the __Host- prefix: Secure, Path=/ and no Domain, so no subdomain sets them.

/** @param {string | undefined} nodeEnv */
export const cookiePrefix = (nodeEnv) => (nodeEnv === "production" ? "__Host-" : "");

/** The admin and owner session cookies' names before the prefix. */
export const ADMIN_COOKIE_BASE = "detox_admin";
export const OWNER_COOKIE_BASE = "detox_owner";

/** The cookies that mean "this request is signed in" (with or without the prefix): a page answered to it is private. */
export const SESSION_COOKIE_NAMES = [ADMIN_COOKIE_BASE, OWNER_COOKIE_BASE].flatMap((name) => [name, `__Host-${name}`]);
