import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { env } from "@/lib/env";

/**
 * The header our server (scripts/server.mjs) sets from the socket address on every request:
 * `<address> <signature>`, the signature an HMAC of the address under CLIENT_IP_KEY, a random value
 * server.mjs draws at each start. Without a valid signature (a client wrote it, or the app runs under
 * another host such as `next start`) the header is ignored.
 */
export const CLIENT_IP_HEADER = "x-detox-client-ip";

export function signClientIp(address: string, key: string): string {
  return `${address} ${createHmac("sha256", key).update(address).digest("base64url")}`;
}

function socketAddress(req: Request): string | undefined {
  const key = env.CLIENT_IP_KEY;
  const value = req.headers.get(CLIENT_IP_HEADER);
  if (!key || !value) return undefined;
  const address = value.slice(0, value.indexOf(" ") >>> 0);
  const expected = Buffer.from(signClientIp(address, key));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected) && isIP(address) ? address : undefined;
}

/**
 * The client's IP for rate limiting (decisions.md, "Hostile input"): the socket address, or with
 * TRUST_PROXY=n the X-Forwarded-For entry n hops from the right, the one the nearest trusted proxy saw
 * (entries further left are the client's own writing). A request with no usable address gets a bucket
 * of its own, never one shared with every other such request.
 */
export function clientIp(req: Request): string {
  const hops = env.TRUST_PROXY;
  if (hops > 0) {
    const list = (req.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const entry = list.length >= hops ? list[list.length - hops] : undefined;
    if (entry && isIP(entry)) return entry;
  }
  return socketAddress(req) ?? `unknown:${randomUUID()}`;
}
