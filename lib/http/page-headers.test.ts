import { OWN_REQUEST_HEADERS, cspBase, isPageRequest, pageCacheControl, pageHeaders, PRIVATE, PUBLIC_PAGE } from "@/lib/http/page-headers.mjs";

describe("pageCacheControl", () => {
  it.each(["/", "/program/5b1c3f8e-0000-4000-8000-000000000000", "/states/texas", "/chelation-guide", "/detox-guide", "/privacy-policy", "/about", "/contact"])(
    "lets a CDN keep %s briefly",
    (path) => {
      expect(pageCacheControl(path, "", null)).toBe(PUBLIC_PAGE);
    },
  );

  it.each(["/admin/login", "/manage-programs", "/import-data", "/add-business", "/program/x/edit", "/states"])("keeps %s private", (path) => {
    expect(pageCacheControl(path, "", null)).toBe(PRIVATE);
  });

  it("keeps a search on the home page private", () => {
    expect(pageCacheControl("/", "?q=lead", null)).toBe(PRIVATE);
  });

  it("keeps every page private for a visitor with an admin session", () => {
    expect(pageCacheControl("/program/abc", "", "theme=dark; __Host-detox_admin=token")).toBe(PRIVATE);
    expect(pageCacheControl("/", "", "detox_admin=token")).toBe(PRIVATE);
    expect(pageCacheControl("/", "", "not_detox_admin=1")).toBe(PUBLIC_PAGE);
    expect(pageCacheControl("/program/abc", "", "detox_owner=token")).toBe(PRIVATE);
  });

  it("never lets a browser keep a public page (max-age=0), only a shared cache", () => {
    expect(PUBLIC_PAGE).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
});

describe("isPageRequest and pageHeaders (applied by scripts/server.mjs, in production and development)", () => {
  const none = () => undefined;

  it.each(["/", "/program/abc", "/states/texas", "/admin/login", "/manage-programs"])("treats %s as a page", (path) => {
    expect(isPageRequest(path, none)).toBe(true);
  });

  it.each(["/api/ping", "/api/programs/search", "/_next/static/chunks/a.js", "/_next/image", "/favicon.ico", "/uploads/logo.webp", "/sitemap.xml"])(
    "leaves %s alone",
    (path) => {
      expect(isPageRequest(path, none)).toBe(false);
    },
  );

  it("leaves router prefetches alone, as the server must", () => {
    expect(isPageRequest("/", (name) => (name === "next-router-prefetch" ? "1" : undefined))).toBe(false);
    expect(isPageRequest("/", (name) => (name === "purpose" ? "prefetch" : undefined))).toBe(false);
    expect(isPageRequest("/", (name) => (name === "purpose" ? "other" : undefined))).toBe(true);
  });

  it("gives the request and the response the same fresh nonce, and the page's Cache-Control", () => {
    const base = cspBase({ NODE_ENV: "production", SITE_URL: "https://example.org", S3_PUBLIC_URL: "https://cdn.example.org/u/" });
    const a = pageHeaders(base, { pathname: "/", search: "?q=lead", cookie: null });
    const b = pageHeaders(base, { pathname: "/detox-guide", search: "", cookie: null });
    const nonce = a.request["x-nonce"]!;
    expect(a.request["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(a.response["Content-Security-Policy"]).toBe(a.request["content-security-policy"]);
    expect(a.response["Content-Security-Policy"]).toContain("https://cdn.example.org");
    expect(a.response["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    expect(a.response["Cache-Control"]).toBe(PRIVATE);
    expect(b.response["Cache-Control"]).toBe(PUBLIC_PAGE);
    expect(b.request["x-nonce"]).not.toBe(nonce);
    expect(b.request["x-pathname"]).toBe("/detox-guide");
  });

  it("takes the map tiles' origin from MAP_TILE_URL ({s} as a wildcard subdomain), OpenStreetMap's by default", () => {
    const img = (env: Record<string, string | undefined>) => pageHeaders(cspBase(env), { pathname: "/", search: "", cookie: null }).response["Content-Security-Policy"]!.split("; ").find((d) => d.startsWith("img-src "));
    expect(img({})).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(img({ MAP_TILE_URL: "" })).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    const custom = img({ MAP_TILE_URL: "https://{s}.tiles.example.com/{z}/{x}/{y}.png?key=abc", S3_PUBLIC_URL: "https://cdn.example.org" });
    expect(custom).toBe("img-src 'self' data: blob: https://*.tiles.example.com https://cdn.example.org");
    expect(custom).not.toContain("openstreetmap");
    expect(img({ MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png" })).toBe("img-src 'self' data: blob:");
  });

  it("names every request header it sets as one a client may not send", () => {
    const set = pageHeaders(cspBase({}), { pathname: "/", search: "", cookie: null });
    for (const name of Object.keys(set.request)) expect(OWN_REQUEST_HEADERS).toContain(name);
  });
});
