// The session cookies' names, in plain JavaScript so that the production server's page-header path
// (lib/http/page-headers.mjs, run by scripts/server.mjs without a compiler) reads the same names.
// In production they carry the __Host- prefix: Secure, Path=/ and no Domain, so no subdomain sets them.

/** @param {string | undefined} nodeEnv */
export const cookiePrefix = (nodeEnv) => (nodeEnv === "production" ? "__Host-" : "");

/** The cookies that mean "this request is signed in": a page answered to it is private. */
export const SESSION_COOKIE_NAMES = ["detox_admin", "detox_owner", "__Host-detox_admin", "__Host-detox_owner"];
