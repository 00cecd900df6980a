// The server, in production (`npm start`) and development (`npm run dev`, with --dev): Next.js behind a
// plain Node HTTP server, so that the client's socket address reaches the app in a header no client can
// forge (rate limiting; see lib/http/client-ip.ts), and the pages' per-request headers are set on one
// path in both modes.
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import next from "next";
import { OWN_REQUEST_HEADERS, PRIVATE, buildCsp, cspBase, isPagePath, isPageRequest, isRouterRequest, pageHeaders, siteHeaders } from "../lib/http/page-headers.mjs";
import { createPageCache, pageCacheKey, pageCopy, sendCopy } from "../lib/http/page-cache.mjs";
import { canonicalLocation } from "../lib/http/canonical-path.mjs";
import { resolveSiteUrl } from "../lib/http/site-url.mjs";
import { requestObserver } from "../lib/ops/request-metrics.mjs";
import { readCommandLine } from "./args.mjs";

const port = Number(process.env.PORT || 3000);
const { dev } = readCommandLine("node scripts/server.mjs [--dev]", () => parseArgs({ options: { dev: { type: "boolean", default: false } } }).values);
process.env.NEXT_TELEMETRY_DISABLED = "1";
// The site's own address: logged, defaulted on loopback, or a refusal to start (lib/http/site-url.mjs).
const site = resolveSiteUrl({ env: process.env, port, dev });
if (site.error) {
  console.error(`[server] ${site.error}`);
  process.exit(1);
}
Object.assign(process.env, site.env);
console.log(`[server] ${site.log}`);
const hostname = site.hostname;
// A fresh key per start: the app trusts the client-address header only with this key's signature.
const clientIpKey = randomBytes(32).toString("hex");
process.env.CLIENT_IP_KEY = clientIpKey;

const app = next({ dev, turbopack: dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The pages' per-request headers (a CSP with a fresh nonce, Cache-Control), set here rather than in a
// Next.js proxy (middleware), whose machinery alone cost about 1.3 ms of main-thread time per page
// (docs/performance.md, "Round 8"). A client's own copies of these headers are dropped first.
const cspBaseOptions = cspBase(process.env);
// Requests per route pattern and their latency, for GET /api/metrics (lib/ops/request-metrics.mjs).
const observe = requestObserver(path.join(process.cwd(), ".next"));
const everyAnswer = Object.entries(siteHeaders(process.env)); // HSTS on an https site

/** The path and query of a request target: origin form ("/x?y"), or absolute form (rare) parsed as a URL. */
function targetOf(url) {
  if (url.startsWith("/")) {
    const q = url.indexOf("?");
    return q < 0 ? { pathname: url, search: "" } : { pathname: url.slice(0, q), search: url.slice(q) };
  }
  try {
    const { pathname, search } = new URL(url);
    return { pathname, search };
  } catch {
    return null;
  }
}

function setPageHeaders(req, res) {
  for (const name of OWN_REQUEST_HEADERS) delete req.headers[name];
  for (const [name, value] of everyAnswer) res.setHeader(name, value);
  const target = targetOf(req.url ?? "");
  if (!target || !isPagePath(target.pathname)) return;
  const header = (name) => req.headers[name];
  const router = isRouterRequest(target.search, header);
  if (!isPageRequest(target.pathname, header)) {
    if (router) res.setHeader("Cache-Control", PRIVATE); // a prefetch: never stored by a shared cache
    return;
  }
  const set = pageHeaders(cspBaseOptions, { ...target, cookie: req.headers.cookie, router, method: req.method });
  Object.assign(req.headers, set.request);
  const { Vary: vary, ...response } = set.response;
  for (const [name, value] of Object.entries(response)) res.setHeader(name, value);
  // Next.js replaces the Vary header with its own router headers: ours is added when the head goes out.
  const writeHead = res.writeHead;
  const posted = req.method !== "GET" && req.method !== "HEAD"; // a form's answer (the blood lead result): the visitor's own
  res.writeHead = function (...args) {
    if (posted) res.setHeader("Cache-Control", PRIVATE);
    const current = String(res.getHeader("vary") ?? "");
    if (!current.toLowerCase().includes(vary.toLowerCase())) res.setHeader("Vary", current ? `${current}, ${vary}` : vary);
    return writeHead.apply(this, args);
  };
}

// Pages that are the same for every visitor, rendered once and served from memory with a hashed CSP
// (lib/http/page-cache.mjs). Current while the app's read cache generation is (every write, on any server, bumps
// it); off when READ_CACHE_TTL_MS=0 and, on PostgreSQL, while this server does not hear the others' writes.
const readCacheOn = Number(process.env.READ_CACHE_TTL_MS ?? 10_000) > 0;
const pageCache = createPageCache({
  generation: () => globalThis.__detoxReadGeneration ?? 0,
  allowed: () => readCacheOn && (!process.env.DATABASE_URL || globalThis.__detoxCacheSync?.listening === true),
});
// A render for the cache goes through this server like any request, marked with this key so that it is rendered.
const fillKey = randomBytes(24).toString("base64url");
const selfHost = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
const selfOrigin = `http://${selfHost.includes(":") ? `[${selfHost}]` : selfHost}:${port}`;

async function renderCopy(pathname, gpc, generation) {
  const res = await fetch(selfOrigin + pathname, {
    // A user agent: every one gets the metadata in <head> (next.config.ts, htmlLimitedBots), as visitors do.
    headers: { "x-detox-page-fill": fillKey, "accept-encoding": "identity", "user-agent": "detox-page-cache", ...(gpc ? { "sec-gpc": "1" } : {}) },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const html = await res.text();
  if (res.status !== 200 || res.headers.has("set-cookie")) return null;
  return pageCopy({ status: res.status, headers: [...res.headers], html, csp: (hashes) => buildCsp({ ...cspBaseOptions, nonce: "", hashes }), generation, now: Date.now() });
}

/** The page cache's key for this request, or null when Next.js renders it (a render for the cache among them). */
function keptPageKey(req, target) {
  const filling = req.headers["x-detox-page-fill"];
  delete req.headers["x-detox-page-fill"];
  if (dev || filling === fillKey || !target) return null;
  return pageCacheKey({ method: req.method, pathname: target.pathname, search: target.search, header: (name) => req.headers[name] });
}

/** Serves the kept copy (rendering it first when there is none); false: no copy may be kept, Next.js answers. */
async function serveKept(req, res, target, key) {
  const copy = pageCache.get(key) ?? (await pageCache.fill(key, (generation) => renderCopy(target.pathname, key.endsWith("|gpc"), generation)));
  if (res.destroyed) return true;
  if (!copy) return false;
  for (const [name, value] of everyAnswer) res.setHeader(name, value);
  sendCopy(req, res, copy);
  return true;
}

const server = createServer((req, res) => {
  const address = req.socket.remoteAddress;
  if (address) req.headers["x-detox-client-ip"] = `${address} ${createHmac("sha256", clientIpKey).update(address).digest("base64url")}`;
  else delete req.headers["x-detox-client-ip"];
  observe(req, res);
  // One spelling of every id: a GET of an upper-case uuid goes to its lower-case path (lib/http/canonical-path.mjs).
  const target = targetOf(req.url ?? "");
  const canonical = target && canonicalLocation(req.method, target.pathname, target.search);
  if (canonical) {
    res.writeHead(308, { Location: canonical, "Cache-Control": "public, max-age=3600" }).end();
    return;
  }
  track(res);
  const kept = keptPageKey(req, target);
  if (kept) {
    const render = () => {
      setPageHeaders(req, res);
      handle(req, res);
    };
    serveKept(req, res, target, kept).then((served) => served || render(), render);
    return;
  }
  setPageHeaders(req, res);
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
  // Warm the home page once (its modules, the database, the read cache), so the first visitor after a
  // start does not pay for it. Best effort: a failure here is the first visitor's to see, not ours.
  const self = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  fetch(`http://${self.includes(":") ? `[${self}]` : self}:${port}/`, { headers: { "x-warm-up": "1" } })
    .then((res) => res.arrayBuffer())
    .catch(() => {});
});

// --- Draining (several servers behind a load balancer) -------------------------------------------
// On SIGTERM (or SIGINT) the server stops accepting connections, /api/ready answers 503, requests in
// flight finish (up to SHUTDOWN_TIMEOUT_MS), the app's shutdown hook hands running jobs back to the
// queue and closes the database, and the process exits 0.
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
const inFlight = new Set();
let draining = false;

function track(res) {
  inFlight.add(res);
  res.on("close", () => inFlight.delete(res));
  if (draining) res.setHeader("Connection", "close"); // keep-alive clients reconnect to another server
}

async function drain(signal) {
  if (draining) return;
  draining = true;
  globalThis.__detoxDraining = true;
  const deadline = Date.now() + shutdownTimeoutMs;
  console.log(`[server] ${signal}: draining ${inFlight.size} request(s)`);
  server.close();
  server.closeIdleConnections();
  while (inFlight.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  server.closeAllConnections();
  const hook = globalThis.__detoxShutdown;
  if (typeof hook === "function") {
    await Promise.race([hook(Math.max(1000, deadline - Date.now())).catch(() => {}), new Promise((r) => setTimeout(r, Math.max(1000, deadline - Date.now()) + 2000))]);
  }
  console.log("[server] stopped");
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void drain(signal));
