/**
 * Which pages a CDN (or any shared cache) may keep, decided in one place for proxy.ts.
 *
 * Public pages that are the same for every visitor: `public, s-maxage=60, stale-while-revalidate=300`:
 * a CDN serves a copy up to a minute old, and for five minutes more answers from the old copy while it
 * fetches a new one. Browsers keep nothing (`max-age=0`): a visitor reloading sees the CDN's copy. A
 * write reaches visitors through a CDN within about a minute (every app server itself within a second).
 *
 * The CSP nonce: every response carries a fresh nonce in its Content-Security-Policy header and the
 * same nonce on its script tags. A cached copy keeps header and body together, so the cached page
 * still runs its own scripts; the nonce is then shared by everyone served that copy for its minute.
 * That is safe on these pages because they render no markup from visitors (text is escaped by React),
 * so there is nothing an attacker could place next to a known nonce.
 *
 * Everything else is `private, no-store`: admin and owner pages, forms (they carry per-visitor
 * tokens), searches with a query, and any request with an admin or owner session cookie.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE = "private, no-store";

const PUBLIC_PATHS = [
  /^\/$/,
  /^\/program\/[^/]+$/,
  /^\/states\/[^/]+$/,
  /^\/(chelation-guide|choosing-guide|detox-guide|symptoms-guide|privacy-policy|terms-of-service|about|contact)$/,
];

export function pageCacheControl(pathname: string, search: string, cookieHeader: string | null): string {
  if (cookieHeader && /(?:^|;\s*)(?:__Host-)?detox_(admin|owner)=/.test(cookieHeader)) return PRIVATE;
  if (pathname === "/" && search !== "" && search !== "?") return PRIVATE; // a search: per visitor
  return PUBLIC_PATHS.some((re) => re.test(pathname)) ? PUBLIC_PAGE : PRIVATE;
}
