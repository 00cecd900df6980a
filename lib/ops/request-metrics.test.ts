/** @jest-environment node */
import { EventEmitter } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { metrics, requestObserver, routeLabeler } from "@/lib/ops/request-metrics.mjs";

/** A build directory with a routes manifest as `next build` writes it (the parts routeLabeler reads). */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "detox-routes-"));
  const manifest = {
    staticRoutes: [{ page: "/", regex: "^/(?:/)?$" }, { page: "/api/programs", regex: "^/api/programs(?:/)?$" }, { page: "/api/programs/search", regex: "^/api/programs/search(?:/)?$" }],
    dynamicRoutes: [
      { page: "/api/programs/[id]", regex: "^/api/programs/([^/]+?)(?:/)?$" },
      { page: "/program/[id]", regex: "^/program/([^/]+?)(?:/)?$" },
      { page: "/api/[...path]", regex: "^/api/(.+?)(?:/)?$" },
    ],
  };
  writeFileSync(path.join(dir, "routes-manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe("routeLabeler", () => {
  it("names a request by its route pattern, never by its URL", () => {
    const label = routeLabeler(fakeBuild());
    expect(label("/")).toBe("/");
    expect(label("/api/programs/search")).toBe("/api/programs/search");
    expect(label("/api/programs/")).toBe("/api/programs");
    expect(label("/api/programs/3f0c")).toBe("/api/programs/[id]");
    expect(label("/program/jane-doe-clinic")).toBe("/program/[id]");
    expect(label("/api/whatever/else")).toBe("/api/[...path]");
    expect(label("/_next/static/chunks/a.js")).toBe("/_next/static");
    expect(label("/favicon.ico")).toBe("public file");
    expect(label("/no/such/page")).toBe("unmatched");
  });

  it("answers 'unmatched' for every page when there is no build", () => {
    const label = routeLabeler(path.join(tmpdir(), "no-such-build-dir"));
    expect(label("/program/x")).toBe("unmatched");
  });
});

describe("requestObserver", () => {
  it("keeps a bounded set of series after many distinct URLs, methods and statuses", async () => {
    const observe = requestObserver(fakeBuild());
    for (let i = 0; i < 5_000; i++) {
      const req = { url: `/program/id-${i}?q=secret-${i}`, method: i % 7 === 0 ? `WEIRD${i}` : "GET" };
      const res = Object.assign(new EventEmitter(), { statusCode: 200 + (i % 4) * 100 + (i % 13) });
      observe(req as never, res as never);
      res.emit("close");
    }
    const values = (await metrics().requests.get()).values;
    const series = new Set(values.map((v) => JSON.stringify({ method: v.labels.method, route: v.labels.route, status: v.labels.status })));
    // 2 methods ("GET", "other") x 1 route x 4 status classes.
    expect(series.size).toBeLessThanOrEqual(8);
    const text = await metrics().registry.metrics();
    expect(text).toContain('route="/program/[id]"');
    expect(text).not.toMatch(/secret|id-\d|WEIRD/);
  });
});
