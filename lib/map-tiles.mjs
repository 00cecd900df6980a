// The maps' tile server, in plain JavaScript so that the production server's page-header path
// (lib/http/page-headers.mjs, run by scripts/server.mjs without a compiler) derives the CSP's tile origin
// from the same MAP_TILE_URL that lib/env.ts checks and the maps draw from.

/**
 * OpenStreetMap's own tile server: the development default. Its usage policy forbids heavy use, so a
 * production site sets MAP_TILE_URL to a tile service or to self-hosted tiles (README, "Map tiles in production").
 */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const DEFAULT_PORT = { http: ":80", https: ":443" };

/**
 * The Content-Security-Policy source tiles of a Leaflet URL template come from: its origin, with the
 * host's templated labels (`{s}.tile.example.com`, `tiles-{s}.example.com`) as a `*.` wildcard.
 * Undefined for a path on this site (`/tiles/{z}/{x}/{y}.png`: 'self' covers it) and for anything that
 * is not an http(s) URL with a plain host name, so nothing but a host source ever reaches the policy.
 * @param {string | undefined} template
 * @returns {string | undefined}
 */
export function tileSource(template) {
  const m = /^(https?):\/\/([^/?#]*)/i.exec(template ?? "");
  if (!m) return undefined;
  const scheme = /** @type {"http" | "https"} */ (m[1].toLowerCase());
  const port = /:\d{1,5}$/.exec(m[2])?.[0] ?? "";
  const labels = m[2].slice(0, m[2].length - port.length).toLowerCase().split(".");
  const templated = labels.findLastIndex((label) => label.includes("{"));
  const fixed = labels.slice(templated + 1);
  if (fixed.length === 0 || !fixed.every((label) => LABEL.test(label))) return undefined;
  if (templated >= 0 && !labels.slice(0, templated + 1).every((label) => /^(?:[a-z0-9-]|\{[a-z-]+\})+$/.test(label))) return undefined;
  const host = templated >= 0 ? ["*", ...fixed].join(".") : fixed.join(".");
  return `${scheme}://${host}${port === DEFAULT_PORT[scheme] ? "" : port}`;
}

/**
 * Why a MAP_TILE_URL is unusable, or undefined when it is fine: an http(s) template with a plain host
 * (or a path on this site) and the {z}, {x} and {y} placeholders.
 * @param {string} template
 * @returns {string | undefined}
 */
export function tileUrlProblem(template) {
  const usable = template.startsWith("/") ? !template.startsWith("//") && !/\s/.test(template) : tileSource(template) !== undefined && !/\s/.test(template);
  if (!usable) return "must be an http(s) tile URL template such as https://tile.example.com/{z}/{x}/{y}.png ({s} allowed in the host), or a path on this site";
  if (!["{z}", "{x}", "{y}"].every((p) => template.includes(p))) return "must contain the {z}, {x} and {y} placeholders";
  return undefined;
}
