import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { parseCookie } from "cookie";
import { TRANSLATED_PATHS, englishPathOf } from "../i18n/translated-paths.mjs";
import { SESSION_COOKIE_NAMES } from "../session/cookie-names.mjs";

/**
 * Pages whose HTML is the same for every visitor, rendered once and served from this server's memory (issue 52):
 * the guides and policies, the about pages, `/states` and each state's page, and the blood lead form without an
 * answer, and the Spanish copy of each of these that exists (`/es/blood-lead-levels`). Plain JavaScript (types in page-cache.d.mts): scripts/server.mjs, which is not bundled, serves them.
 *
 * - **What is kept.** A GET or HEAD of one of these paths with no query, no admin or owner session cookie and not
 *   from the client router (its flight data is per navigation): the 200 answer's headers and HTML, with a gzip
 *   copy. Keyed by path and by Sec-GPC (the one request header the layout reads; it is in the page's Vary).
 * - **Its CSP has no nonce.** The copy is rendered once with a nonce; the nonce attributes are then taken out and
 *   every inline script is allowed by its SHA-256 hash instead: `script-src 'self' 'sha256-…' …`. An injected inline
 *   script has no matching hash and is refused, as with a nonce. The difference: without 'strict-dynamic' the
 *   policy also allows this site's own script files ('self'), which are the build's chunks (no upload is served
 *   as a script: uploads are images, and every answer is `nosniff`). docs/security.md, "Content-Security-Policy".
 * - **Always current, or not used.** A copy is served only while the read cache's generation it was rendered in
 *   is still the current one: every write clears it, here and, through LISTEN/NOTIFY, on every other server
 *   (lib/cache/read-cache.ts). On PostgreSQL nothing is served from memory while this server does not listen; with
 *   READ_CACHE_TTL_MS=0 nothing is kept. A copy also expires after a minute, the time a CDN may keep it anyway.
 * - **Bounded**: at most 500 copies and 32 MB; the oldest goes first.
 */

const PATHS = [
  /^\/(chelation-guide|choosing-guide|detox-guide|symptoms-guide|privacy-policy|terms-of-service)$/,
  /^\/about\/(listings|reviews)$/,
  /^\/states(\/[a-z-]+)?$/,
  /^\/blood-lead-levels$/,
];

export const PAGE_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 2 ** 20;

/** Headers of the rendered answer that the copy does not keep (the server sets its own, or they are per answer). */
const DROPPED = new Set(["content-security-policy", "content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie"]);

/**
 * The cache key of a request for a page kept in memory, or null when this request must be rendered.
 * @param {{ method?: string; pathname: string; search: string; header: (name: string) => string | string[] | undefined }} request
 */
export function pageCacheKey({ method, pathname, search, header }) {
  if (method !== "GET" && method !== "HEAD") return null;
  if (search !== "" && search !== "?") return null;
  const english = englishPathOf(pathname);
  if (!PATHS.some((re) => re.test(english))) return null;
  if (english !== pathname && !TRANSLATED_PATHS.some((re) => re.test(english))) return null;
  const cookie = header("cookie");
  if (typeof cookie === "string" && cookie) {
    const jar = parseCookie(cookie);
    if (SESSION_COOKIE_NAMES.some((name) => jar[name] !== undefined)) return null;
  }
  if (header("rsc") || header("next-router-state-tree") || header("next-router-prefetch") || header("next-router-segment-prefetch")) return null;
  if (header("purpose") === "prefetch") return null;
  const gpc = String(header("sec-gpc") ?? "").trim() === "1";
  return `${pathname}|${gpc ? "gpc" : ""}`;
}

/**
 * The HTML without the nonce attributes of its render, and the SHA-256 (base64) of every inline script's text, as
 * a browser hashes it for `'sha256-…'` (the raw text between the tags, UTF-8). Scripts with a `src` and data blocks
 * (JSON-LD) need none.
 * @param {string} html
 * @param {string} nonce
 */
export function hashInlineScripts(html, nonce) {
  const stripped = nonce ? html.split(` nonce="${nonce}"`).join("") : html;
  const hashes = new Set();
  for (const m of stripped.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    const text = m[2] ?? "";
    if (/\bsrc\s*=/.test(attrs) || text === "") continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return { html: stripped, hashes: [...hashes] };
}

/**
 * A copy of one rendered page: headers to send (with the hashed CSP), the HTML and its gzip.
 * @param {{ status: number; headers: [string, string][]; html: string; csp: (hashes: string[]) => string; generation: number; now: number }} rendered
 */
export function pageCopy({ status, headers, html, csp, generation, now }) {
  const kept = headers.filter(([name]) => !DROPPED.has(name.toLowerCase()));
  const nonce = /'nonce-([^']+)'/.exec(headers.find(([name]) => name.toLowerCase() === "content-security-policy")?.[1] ?? "")?.[1] ?? "";
  const { html: body, hashes } = hashInlineScripts(html, nonce);
  const identity = Buffer.from(body, "utf8");
  const gzip = gzipSync(identity, { level: 6 });
  const vary = kept.find(([name]) => name.toLowerCase() === "vary")?.[1];
  const rest = kept.filter(([name]) => name.toLowerCase() !== "vary");
  return {
    status,
    headers: [...rest, ["Content-Security-Policy", csp(hashes)], ["Vary", !vary ? "Accept-Encoding" : /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`]],
    identity,
    gzip,
    generation,
    expires: now + PAGE_CACHE_TTL_MS,
    bytes: identity.length + gzip.length,
  };
}

/** @typedef {ReturnType<typeof pageCopy>} PageCopy */

/**
 * The copies, bounded by count and bytes (the oldest goes first), each valid while its generation is current.
 * `generation()` and `allowed()` come from the app's read cache (globals it keeps), so this module stays plain.
 * @param {{ generation: () => number; allowed: () => boolean; now?: () => number }} o
 */
export function createPageCache({ generation, allowed, now = Date.now }) {
  /** @type {Map<string, PageCopy>} */
  const copies = new Map();
  /** @type {Map<string, Promise<PageCopy | null>>} */
  const filling = new Map();
  let bytes = 0;

  const remove = (/** @type {string} */ key) => {
    const old = copies.get(key);
    if (old) {
      bytes -= old.bytes;
      copies.delete(key);
    }
  };

  return {
    /** A current copy, or undefined. @param {string} key */
    get(key) {
      if (!allowed()) return undefined;
      const copy = copies.get(key);
      if (!copy) return undefined;
      if (copy.generation !== generation() || copy.expires <= now()) {
        remove(key);
        return undefined;
      }
      return copy;
    },
    /**
     * Renders the page once for everyone asking at the same time (`render` resolves to a copy, or null for an
     * answer that must not be kept), and keeps it when nothing changed while it rendered.
     * @param {string} key
     * @param {(generation: number) => Promise<PageCopy | null>} render
     * @returns {Promise<PageCopy | null>}
     */
    fill(key, render) {
      const running = filling.get(key);
      if (running) return running;
      const before = generation();
      const promise = render(before)
        .then((copy) => {
          if (copy && copy.status === 200 && allowed() && generation() === before && copy.bytes < MAX_BYTES / 4) {
            remove(key);
            copies.set(key, copy);
            bytes += copy.bytes;
            for (const [oldest] of copies) {
              if (copies.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
              remove(oldest);
            }
          }
          return copy;
        })
        .catch(() => null)
        .finally(() => filling.delete(key));
      filling.set(key, promise);
      return promise;
    },
    stats: () => ({ entries: copies.size, bytes }),
  };
}

/**
 * Sends a copy: gzip when the client takes it, nothing but headers for HEAD.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {PageCopy} copy
 */
export function sendCopy(req, res, copy) {
  const gzip = /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""));
  const body = gzip ? copy.gzip : copy.identity;
  for (const [name, value] of copy.headers) res.setHeader(name, value);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", String(body.length));
  res.setHeader("X-Page-Cache", "hit");
  res.writeHead(copy.status);
  res.end(req.method === "HEAD" ? undefined : body);
}
