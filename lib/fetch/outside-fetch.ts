import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { outsideFetchAllow } from "@/lib/env";
import { isBlockedAddress } from "./address-policy";

/**
 * The one way the server fetches the open web (website discovery, icons, importers):
 * http(s) only; every DNS answer checked and the connection pinned to the checked address (every
 * redirect hop too); at most 5 redirects; one deadline for the whole fetch; a response size cap;
 * no compression (no decompression bombs). When a redirect leaves the origin only standard headers go
 * on (no credentials of any kind), and a request body is never sent there.
 */
export type OutsideFetchOptions = {
  method?: "GET" | "POST" | "HEAD";
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type OutsideResponse = {
  url: string;
  status: number;
  headers: Record<string, string>;
  contentType: string;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
};

export type OutsideFetchErrorCode = "bad-url" | "blocked-address" | "too-many-redirects" | "timeout" | "too-large" | "network";

export class OutsideFetchError extends Error {
  constructor(readonly code: OutsideFetchErrorCode, message: string) {
    super(message);
  }
}

// The only headers kept when a redirect leaves the origin.
const CROSS_ORIGIN_HEADERS = new Set(["user-agent", "accept", "accept-language", "accept-encoding"]);

export const OUTSIDE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

/**
 * Loopback test servers only: `OUTSIDE_FETCH_ALLOW=127.0.0.1:4567,127.0.0.1:4568` lets these exact
 * host:port pairs through; ignored in production (lib/env.ts).
 */
function allowed(hostname: string, port: string): boolean {
  return outsideFetchAllow().includes(`${hostname.replace(/^\[|\]$/g, "")}:${port}`);
}

function checkedLookup(allowAny: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true })
      .then((addresses) => {
        const bad = addresses.find((a) => isBlockedAddress(a.address));
        if (!allowAny && (addresses.length === 0 || bad)) {
          callback(new OutsideFetchError("blocked-address", `Refused to connect to ${hostname}: not a public address`), "", 4);
          return;
        }
        const first = addresses[0]!;
        if (options.all) callback(null, addresses as never);
        else callback(null, first.address, first.family);
      })
      .catch((e: Error) => callback(e as NodeJS.ErrnoException, "", 4));
  };
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutsideFetchError("bad-url", "Not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutsideFetchError("bad-url", "Only http and https URLs are fetched");
  if (url.username || url.password) throw new OutsideFetchError("bad-url", "URLs with credentials are not fetched");
  return url;
}

function once(url: URL, opts: OutsideFetchOptions, headers: Record<string, string>, deadline: number, maxBytes: number): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const allowAny = allowed(url.hostname, port);
  // The WHATWG parser already turned decimal, hex and octal IPv4 forms into dotted form.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && isBlockedAddress(literal) && !allowAny) {
    return Promise.reject(new OutsideFetchError("blocked-address", `Refused to connect to ${url.hostname}: not a public address`));
  }
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new OutsideFetchError("timeout", "Timed out"));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method: opts.method ?? "GET", headers, lookup: checkedLookup(allowAny), timeout: remaining, agent: false },
      (res) => {
        const declared = Number(res.headers["content-length"] ?? "0");
        if (declared > maxBytes) {
          res.destroy();
          reject(new OutsideFetchError("too-large", `Response larger than ${maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(new OutsideFetchError("too-large", `Response larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", (e) => reject(e instanceof OutsideFetchError ? e : new OutsideFetchError("network", e.message)));
      },
    );
    const timer = setTimeout(() => req.destroy(new OutsideFetchError("timeout", "Timed out")), remaining);
    req.on("close", () => clearTimeout(timer));
    req.on("timeout", () => req.destroy(new OutsideFetchError("timeout", "Timed out")));
    req.on("error", (e) => reject(e instanceof OutsideFetchError ? e : new OutsideFetchError("network", e.message)));
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

export async function outsideFetch(rawUrl: string, opts: OutsideFetchOptions = {}): Promise<OutsideResponse> {
  const timeoutMs = opts.timeoutMs ?? OUTSIDE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = opts.maxBytes ?? OUTSIDE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = Math.min(opts.maxRedirects ?? OUTSIDE_FETCH_DEFAULTS.maxRedirects, 5);
  const deadline = Date.now() + timeoutMs;
  let url = parseTarget(rawUrl);
  let method = opts.method ?? "GET";
  let body = opts.body;
  let headers: Record<string, string> = { "user-agent": "HeavyMetalDetoxDirectory/1.0", accept: "*/*", ...opts.headers, "accept-encoding": "identity" };
  for (let hop = 0; ; hop++) {
    const res = await once(url, { ...opts, method, body }, headers, deadline, maxBytes);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      if (hop >= maxRedirects) throw new OutsideFetchError("too-many-redirects", `More than ${maxRedirects} redirects`);
      const next = parseTarget(new URL(location, url).toString());
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
      }
      if (next.origin !== url.origin) {
        // Another origin gets no credentials of any kind (Authorization, Cookie, X-Goog-Api-Key, ...):
        // only the standard headers below pass, and a 307/308 body is not sent on.
        headers = Object.fromEntries(Object.entries(headers).filter(([k]) => CROSS_ORIGIN_HEADERS.has(k.toLowerCase())));
        if (body !== undefined) throw new OutsideFetchError("network", "Refused to send a request body to another origin on redirect");
      }
      url = next;
      continue;
    }
    const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v ?? "")]));
    const bytes = res.body;
    return {
      url: url.toString(),
      status: res.status,
      headers: flat,
      contentType: (flat["content-type"] ?? "").split(";")[0]!.trim().toLowerCase(),
      body: bytes,
      text: () => bytes.toString("utf8"),
      json: <T,>() => JSON.parse(bytes.toString("utf8")) as T,
    };
  }
}

/** A per-job concurrency cap: at most `max` calls of the returned function run at once. */
export function concurrencyLimit(max: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function limited<T>(fn: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}
