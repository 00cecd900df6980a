/**
 * Requests that reach the events call but are not a person using the listing: still answered 202 (a bot
 * learns nothing), never counted.
 *
 * - No User-Agent at all: every browser sends one.
 * - A user agent matching BOT_PATTERN: `bot` (Googlebot, bingbot, AhrefsBot, Slackbot, Twitterbot...),
 *   `crawl` (crawler), `spider`, `slurp` (Yahoo), `mediapartners` (the AdSense crawler),
 *   `facebookexternalhit` (link previews), `headless` (HeadlessChrome: scrapers and test drivers),
 *   `lighthouse` (Chrome-Lighthouse: PageSpeed Insights and our own `npm run lighthouse`; an audit is not a
 *   visitor), and command-line clients (`curl`, `wget`, `python-requests`).
 * - A prefetch or prerender: `Purpose: prefetch` or `Sec-Purpose: prefetch` (also `prefetch;prerender`,
 *   which Chrome sends with the requests of a page prerendered by speculation rules).
 */
const BOT_PATTERN = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|headless|lighthouse|curl|wget|python-requests/i;

export function isBotUserAgent(userAgent: string | null): boolean {
  return !userAgent?.trim() || BOT_PATTERN.test(userAgent);
}

export function isPrefetch(headers: Headers): boolean {
  return [headers.get("purpose"), headers.get("sec-purpose")].some((v) => v !== null && /(^|[\s;,])prefetch\b/i.test(v));
}

/** Whether this event request is left uncounted. */
export const notCounted = (req: Request) => isBotUserAgent(req.headers.get("user-agent")) || isPrefetch(req.headers);
