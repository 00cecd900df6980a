import { signClientIp } from "@/lib/http/client-ip";

/** Calls an App Router route handler as Next would: a real Request, params as a promise. */
type Handler<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

export type CallOptions<P> = {
  method?: string;
  path?: string;
  query?: Record<string, string | string[] | undefined>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: P;
};

export async function call<P = Record<string, never>>(handler: Handler<P>, opts: CallOptions<P> = {}) {
  const url = new URL(opts.path ?? "/api/test", "http://localhost:3000");
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (Array.isArray(v)) v.forEach((x) => url.searchParams.append(k, x));
    else if (v !== undefined) url.searchParams.set(k, v);
  }
  const hasBody = opts.body !== undefined || opts.rawBody !== undefined;
  const req = new Request(url, {
    method: opts.method ?? (hasBody ? "POST" : "GET"),
    headers: { host: "localhost:3000", ...(hasBody ? { "content-type": "application/json" } : {}), ...opts.headers },
    body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
  });
  const res = await handler(req, { params: Promise.resolve((opts.params ?? {}) as P) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json: json as any, text }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const ADMIN_PASSWORD = "correct-horse-battery-staple";
/** The scripts' admin token (ADMIN_API_TOKEN, set in tests/support/integration-env.ts). */
export const ADMIN_API_TOKEN = "test-admin-api-token-0123456789abcdef";
export const adminBearer = { authorization: `Bearer ${ADMIN_API_TOKEN}` };

/** The key scripts/server.mjs would draw at start (set in tests/support/integration-env.ts). */
export const CLIENT_IP_KEY = "test-client-ip-key-0123456789abcdef0123";
let ipCounter = 0;
/** A fresh client address, so rate limits of one test do not touch another. */
export const freshIp = () => ({ "x-detox-client-ip": signClientIp(`10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`, CLIENT_IP_KEY) });
