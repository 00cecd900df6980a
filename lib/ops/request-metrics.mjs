// Counts and times every request the server answers, per route pattern, for GET /api/metrics. Plain JavaScript
// (types in request-metrics.d.mts) because scripts/server.mjs, which is not bundled, observes each request;
// the registry lives on globalThis, so the app's metrics module (features/metrics) adds its gauges to the same one.
import { readFileSync } from "node:fs";
import path from "node:path";
import client from "prom-client";

/** Latency buckets in seconds: from a cached answer (a few ms) to a request that times out. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The one registry of this process: default metrics (process memory, heap, event-loop delay, GC) and the request
 * histogram. Its labels are bounded: the method (7 or "other"), the route pattern (see routeLabeler) and the
 * status class (1xx-5xx).
 * @returns {import("./request-metrics.mjs").Metrics}
 */
export function metrics() {
  const store = /** @type {{ __detoxMetrics?: import("./request-metrics.mjs").Metrics }} */ (globalThis);
  if (!store.__detoxMetrics) {
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const requests = new client.Histogram({
      name: "detox_http_request_duration_seconds",
      help: "Requests answered, by method, route pattern and status class, and their latency (the _count is the number of requests)",
      labelNames: ["method", "route", "status"],
      buckets: BUCKETS,
      registers: [registry],
    });
    store.__detoxMetrics = { registry, requests, extras: new Set() };
  }
  return store.__detoxMetrics;
}

/**
 * A request path's route pattern ("/program/[id]", "/api/programs/search"), never the raw URL: from the build's
 * routes manifest (.next/routes-manifest.json), so the set of labels is the app's routes and a few more:
 * "/_next/static", "/_next/image", "public file" and "unmatched" (404s, and every path in development, where
 * the manifest may be missing).
 * @param {string} distDir
 * @returns {(pathname: string) => string}
 */
export function routeLabeler(distDir) {
  /** @type {Map<string, string>} */
  const exact = new Map();
  /** @type {{ page: string; re: RegExp }[]} */
  const dynamic = [];
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
    for (const r of manifest.staticRoutes ?? []) exact.set(r.page, r.page);
    // Next lists dynamic routes most specific first (a catch-all last), as it matches them.
    for (const r of manifest.dynamicRoutes ?? []) dynamic.push({ page: r.page, re: new RegExp(r.regex) });
  } catch {
    // no build (development): every page is "unmatched", still a bounded label
  }
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/image")) return "/_next/image";
    const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    const hit = exact.get(trimmed);
    if (hit) return hit;
    for (const { page, re } of dynamic) if (re.test(pathname)) return page;
    return /\.[a-zA-Z0-9]+$/.test(pathname) ? "public file" : "unmatched";
  };
}

/**
 * Observes each answer's latency when it finishes (or the client goes away).
 * @param {string} distDir the build directory (.next)
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function requestObserver(distDir) {
  const label = routeLabeler(distDir);
  const { requests } = metrics();
  return (req, res) => {
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      const pathname = url.startsWith("/") ? (q < 0 ? url : url.slice(0, q)) : "/";
      const method = req.method && METHODS.has(req.method) ? req.method : "other";
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      requests.observe({ method, route: label(pathname), status }, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };
}
