import "server-only";
import { DomainError } from "@/lib/errors";
import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A write made with a session cookie must come from this site's pages (403 otherwise). */
export function assertSameOriginWrite(req: Request): void {
  if (!SAFE_METHODS.has(req.method) && !sameOrigin(req)) {
    throw new DomainError("forbidden", "Cross-origin request refused");
  }
}

/** The Origin header names this site (SITE_URL), whatever Host a proxy passed on. */
function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).origin === new URL(env.SITE_URL).origin;
  } catch {
    return false;
  }
}
