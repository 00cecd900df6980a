import { env } from "@/lib/env";

/**
 * The header our server (scripts/server.mjs) sets from the socket address on every request,
 * overwriting whatever a client sent under that name.
 */
export const CLIENT_IP_HEADER = "x-detox-client-ip";

/** The client's IP for rate limiting: the socket address, or the proxy's X-Forwarded-For when trusted. */
export function clientIp(req: Request): string {
  if (env.TRUST_PROXY) {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
