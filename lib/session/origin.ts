import "server-only";
import { DomainError } from "@/lib/errors";
import { env } from "@/lib/env";
import { isLoopbackHost } from "@/lib/http/site-url.mjs";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write made with a session cookie, or one that can sign a visitor in (claims, emailed links), must come
 * from this site's pages: 403 otherwise, saying which origin was expected and which variable sets it.
 */
export function assertSameOriginWrite(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (origin && sameOrigin(origin)) return;
  const expected = new URL(env.SITE_URL).origin;
  throw new DomainError(
    "forbidden",
    `Cross-origin request refused: this site accepts writes from ${expected} (set by SITE_URL), and this request came from ${origin && origin !== "null" ? origin : "a page that did not say where it was"}.`,
  );
}

/** The Origin header names this site (SITE_URL, or its loopback names on a loopback-only server), whatever Host a proxy passed on. */
function sameOrigin(origin: string): boolean {
  try {
    const site = new URL(env.SITE_URL);
    const from = new URL(origin);
    if (from.origin === site.origin) return true;
    return env.SITE_URL_LOOPBACK && from.protocol === site.protocol && from.port === site.port && isLoopbackHost(from.hostname);
  } catch {
    return false;
  }
}
