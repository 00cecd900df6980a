import { createHmac, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import { env, type ProxyRange } from "@/lib/env";

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

/** Loopback and private ranges: the peers `TRUST_PROXY=true` (or a hop count) believes. */
const PRIVATE = new BlockList();
for (const [address, prefix] of [["127.0.0.0", 8], ["10.0.0.0", 8], ["172.16.0.0", 12], ["192.168.0.0", 16], ["169.254.0.0", 16]] as const) PRIVATE.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [["::1", 128], ["fc00::", 7], ["fe80::", 10]] as const) PRIVATE.addSubnet(address, prefix, "ipv6");

/** An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket reports) read as IPv4. */
function plain(address: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return m ? m[1]! : address;
}

const familyOf = (address: string) => (isIP(address) === 4 ? "ipv4" : "ipv6");

function trustedList(ranges: ProxyRange[]): BlockList {
  const list = new BlockList();
  for (const r of ranges) list.addSubnet(r.address, r.prefix, r.family);
  return list;
}

let trustedCache: { ranges: ProxyRange[]; list: BlockList } | undefined;
function trusted(address: string): boolean {
  const { hops, ranges } = env.TRUST_PROXY;
  if (hops > 0) return PRIVATE.check(address, familyOf(address));
  if (trustedCache?.ranges !== ranges) trustedCache = { ranges, list: trustedList(ranges) };
  return trustedCache.list.check(address, familyOf(address));
}

/** The eight groups of an IPv6 address, each 0-65535 (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/**
 * The rate-limit key of an address: IPv4 as it is, IPv6 by its /64 (one subscriber's network: a client
 * given a /64 holds 2^64 addresses, so keying by /128 would give it a new bucket per request).
 */
export function addressKey(address: string): string {
  const ip = plain(address);
  if (isIP(ip) !== 6) return ip;
  return `${ipv6Groups(ip).slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/** The one bucket of every request without a usable address (never a bucket of its own per request). */
export const UNKNOWN_CLIENT = "unknown";

/** The client's address as the proxies in front of `peer` saw it, or the peer itself when it is not trusted. */
function behindProxies(peer: string, forwarded: string | null): string {
  if (!env.TRUST_PROXY.hops && !env.TRUST_PROXY.ranges.length) return peer;
  if (!trusted(peer)) return peer; // a client reaching the app directly: its X-Forwarded-For is its own writing
  const list = (forwarded ?? "").split(",").map((s) => plain(s.trim())).filter(Boolean);
  const { hops } = env.TRUST_PROXY;
  if (hops > 0) {
    const entry = list.length >= hops ? list[list.length - hops] : undefined;
    return entry && isIP(entry) ? entry : peer;
  }
  // Walk from the right past every trusted hop: the first address a trusted proxy saw that is not one of ours.
  let client = peer;
  for (let i = list.length - 1; i >= 0; i--) {
    const entry = list[i]!;
    if (!isIP(entry)) break; // junk: the last proxy we trust is the client as far as we know
    client = entry;
    if (!trusted(entry)) break;
  }
  return client;
}

/**
 * The client's rate-limit key (decisions.md, "Hostile input"): the socket address passed on by
 * scripts/server.mjs, or, when that peer is a trusted proxy (TRUST_PROXY), the address X-Forwarded-For
 * names behind it; IPv6 by its /64. A request with no usable address (no signed socket address, as under
 * `next start`) shares one bucket with every other such request.
 */
export function clientIp(req: Request): string {
  const peer = socketAddress(req);
  if (!peer) return UNKNOWN_CLIENT;
  return addressKey(behindProxies(plain(peer), req.headers.get("x-forwarded-for")));
}
