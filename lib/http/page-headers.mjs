import { parseCookie } from "cookie";
import { englishPathOf } from "../i18n/translated-paths.mjs";
import { SESSION_COOKIE_NAMES } from "../session/cookie-names.mjs";
import { DEFAULT_MAP_TILE_URL, tileSource } from "../map-tiles.mjs";
/**
 * The headers every page response carries that change per request or per page: a Content-Security-Policy
 * with a fresh nonce, and the Cache-Control a CDN may follow. Plain JavaScript (types in page-headers.d.mts)
 * because the one place that applies them is not bundled: scripts/server.mjs, in production and in
 * development (`npm run dev`), sets them on the request before Next.js sees it. There is no Next.js proxy
 * (middleware): its machinery alone cost about 1.3 ms of main-thread time per page, a quarter of an empty
 * page's render (docs/performance.md, "Round 8").
 *
 * Next.js reads the nonce from the request's Content-Security-Policy header and puts it on its own inline
 * and chunk scripts; server components read it from `x-nonce`.
 *
 * The CSP allows only what the site uses: its own origin, the map tiles' origin (MAP_TILE_URL), the image
 * storage origin when uploads live in S3, and the Google ad and analytics hosts only when
 * NEXT_PUBLIC_ADSENSE_CLIENT / NEXT_PUBLIC_GA_ID are set.
 */

/** The tile origins of the default MAP_TILE_URL (OpenStreetMap's own server). */
const DEFAULT_TILE_ORIGINS = [/** @type {string} */ (tileSource(DEFAULT_MAP_TILE_URL))];

// Hosts Google documents for AdSense (script, its iframes, its pixels and reports).
const ADSENSE = {
  script: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.adtrafficquality.google"],
  frame: ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com", "https://*.googlesyndication.com", "https://www.google.com", "https://*.adtrafficquality.google"],
  img: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.google.com", "https://*.adtrafficquality.google"],
  connect: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.adtrafficquality.google"],
};

// Google Analytics 4 through gtag.js.
const GA = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
  connect: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
};

/** @param {import("./page-headers.mjs").CspOptions} o */
export function buildCsp(o) {
  // A page kept in memory (lib/http/page-cache.mjs) allows its inline scripts by hash and this site's script files
  // ('self'); every other page by a fresh nonce, which with 'strict-dynamic' also lets those scripts load others.
  const script = o.hashes ? ["'self'", ...o.hashes.map((h) => `'sha256-${h}'`)] : ["'self'", `'nonce-${o.nonce}'`, "'strict-dynamic'"];
  // React rebuilds server error stacks with eval in development only.
  if (o.dev) script.push("'unsafe-eval'");
  const img = ["'self'", "data:", "blob:", ...(o.tileOrigins ?? DEFAULT_TILE_ORIGINS), ...(o.imageOrigins ?? [])];
  const connect = ["'self'"];
  const frame = [];
  if (o.dev) connect.push("ws:", "wss:"); // hot reload
  if (o.adsense) {
    script.push(...ADSENSE.script);
    img.push(...ADSENSE.img);
    connect.push(...ADSENSE.connect);
    frame.push(...ADSENSE.frame);
  }
  if (o.analytics) {
    script.push(...GA.script);
    img.push(...GA.img);
    connect.push(...GA.connect);
  }
  const directives = [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    // Leaflet positions tiles and markers with inline style attributes, so styles need 'unsafe-inline'
    // (a nonce here would make browsers ignore 'unsafe-inline'). Styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(img)}`,
    "font-src 'self'",
    `connect-src ${unique(connect)}`,
    `frame-src ${frame.length ? unique(frame) : "'none'"}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (o.upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** @param {string[]} list */
const unique = (list) => [...new Set(list)].join(" ");

/** A fresh, unguessable nonce (128 bits, base64). Web Crypto works in every runtime. */
export function createNonce() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The origin of a URL, or undefined when it is not an http(s) URL.
 * @param {string | undefined} url
 */
export function originOf(url) {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- Cache-Control
/*
 * Which pages a CDN (or any shared cache) may keep.
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
/** @param {string} header */
const hasSessionCookie = (header) => {
  const jar = parseCookie(header);
  return SESSION_COOKIE_NAMES.some((name) => jar[name] !== undefined);
};

export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE = "private, no-store";

const PUBLIC_PATHS = [
  /^\/$/,
  /^\/program\/[^/]+$/,
  /^\/states(\/[^/]+(\/[^/]+)?)?$/,
  /^\/(chelation-guide|choosing-guide|detox-guide|symptoms-guide|privacy-policy|terms-of-service|contact|blood-lead-levels)$/,
  /^\/about(\/listings|\/reviews)?$/,
];

/**
 * @param {string} pathname
 * @param {string} search
 * @param {string | null | undefined} cookieHeader
 * @param {string} [method] a form's POST (the blood lead answer) is the visitor's own
 */
export function pageCacheControl(pathname, search, cookieHeader, method = "GET") {
  pathname = englishPathOf(pathname); // a Spanish page (/es/...) is cached as its English page is
  if (method !== "GET" && method !== "HEAD") return PRIVATE;
  if (cookieHeader && hasSessionCookie(cookieHeader)) return PRIVATE;
  if ((pathname === "/" || pathname === "/blood-lead-levels") && search !== "" && search !== "?") return PRIVATE; // a search, a result: per visitor
  return PUBLIC_PATHS.some((re) => re.test(pathname)) ? PUBLIC_PAGE : PRIVATE;
}

// ---------------------------------------------------------------- per request
/** Request headers only this module may set: whatever a client sends under these names is dropped. */
export const OWN_REQUEST_HEADERS = ["x-nonce", "x-pathname", "content-security-policy"];

/**
 * Pages only: not API answers, build assets or public files (anything with a dot), and not router
 * prefetches.
 * @param {string} pathname
 * @param {(name: string) => string | null | undefined} header
 */
export function isPageRequest(pathname, header) {
  if (!isPagePath(pathname)) return false;
  return !header("next-router-prefetch") && header("purpose") !== "prefetch";
}

/** @param {string} pathname */
export const isPagePath = (pathname) => !(/^\/(?:api\/|_next\/static|_next\/image)/.test(pathname) || /\.[a-zA-Z0-9]+$/.test(pathname));

/**
 * The client router's own requests for a page: RSC flight data (`RSC: 1`, or the `_rsc` query the 307
 * redirect adds), prefetches, router-state and segment requests. They answer `private, no-store`
 * (security issue 29, item 2): a CDN that ignores `Vary` ("cache everything") must never store flight
 * data, or a redirect to it, under the page's URL and serve it to visitors.
 * @param {string} search
 * @param {(name: string) => string | null | undefined} header
 */
export function isRouterRequest(search, header) {
  return (
    header("rsc") === "1" ||
    Boolean(header("next-router-state-tree")) ||
    Boolean(header("next-router-prefetch")) ||
    Boolean(header("next-router-segment-prefetch")) ||
    header("purpose") === "prefetch" ||
    /[?&]_rsc=/.test(search)
  );
}

/**
 * Headers every answer carries, read once from the environment: `Strict-Transport-Security` when the
 * site is served over https (SITE_URL), so a browser that came once never asks over plain http again.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function siteHeaders(env) {
  return (env.SITE_URL ?? "").startsWith("https://") ? { "Strict-Transport-Security": "max-age=31536000" } : {};
}

/**
 * The request headers a page's HTML depends on besides the URL, for caches: the root layout reads
 * Sec-GPC (Global Privacy Control turns marketing off in the first render). Next.js appends its own
 * router headers to this.
 */
export const PAGE_VARY = "Sec-GPC";

/**
 * What does not change between requests, read once from the environment.
 * @param {Record<string, string | undefined>} env
 * @returns {import("./page-headers.mjs").CspBase}
 */
export function cspBase(env) {
  const imageOrigin = originOf(env.S3_PUBLIC_URL);
  // lib/env.ts checks MAP_TILE_URL at start-up; a path on this site needs no origin beyond 'self'.
  const tiles = tileSource(env.MAP_TILE_URL?.trim() || DEFAULT_MAP_TILE_URL);
  return {
    dev: env.NODE_ENV === "development",
    adsense: Boolean(env.NEXT_PUBLIC_ADSENSE_CLIENT),
    analytics: Boolean(env.NEXT_PUBLIC_GA_ID),
    imageOrigins: imageOrigin ? [imageOrigin] : [],
    tileOrigins: tiles ? [tiles] : [],
    upgradeInsecure: (env.SITE_URL ?? "").startsWith("https://"),
  };
}

/**
 * A page's per-request headers: what the request gains (for Next.js and the server components) and what
 * the response carries. `router`: the client router's RSC request for the page (never cached by others).
 * @param {import("./page-headers.mjs").CspBase} base
 * @param {{ pathname: string; search: string; cookie: string | null | undefined; router?: boolean; method?: string }} request
 */
export function pageHeaders(base, { pathname, search, cookie, router = false, method = "GET" }) {
  const nonce = createNonce();
  const csp = buildCsp({ ...base, nonce });
  return {
    // x-pathname lets the admin layout send a signed-out visitor back here after sign-in (not used for auth).
    request: { "x-nonce": nonce, "content-security-policy": csp, "x-pathname": pathname },
    response: { "Content-Security-Policy": csp, "Cache-Control": router ? PRIVATE : pageCacheControl(pathname, search, cookie, method), Vary: PAGE_VARY },
  };
}
