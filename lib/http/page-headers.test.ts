import { OWN_REQUEST_HEADERS, cspBase, isPageRequest, isRouterRequest, pageCacheControl, pageHeaders, PRIVATE, PUBLIC_PAGE, siteHeaders } from "@/lib/http/page-headers.mjs";

describe("pageCacheControl", () => {
  it.each(["/", "/program/5b1c3f8e-0000-4000-8000-000000000000", "/states/texas", "/states/texas/austin", "/chelation-guide", "/detox-guide", "/privacy-policy", "/about", "/about/listings", "/contact", "/states", "/blood-lead-levels"])(
    "lets a CDN keep %s briefly",
    (path) => {
      expect(pageCacheControl(path, "", null)).toBe(PUBLIC_PAGE);
    },
  );

  it.each(["/admin/login", "/manage-programs", "/import-data", "/add-business", "/program/x/edit", "/states/texas/austin/x", "/owner"])("keeps %s private", (path) => {
    expect(pageCacheControl(path, "", null)).toBe(PRIVATE);
  });

  it("caches a Spanish page as its English page", () => {
    expect(pageCacheControl("/es/blood-lead-levels", "", null)).toBe(PUBLIC_PAGE);
    expect(pageCacheControl("/es", "", null)).toBe(PUBLIC_PAGE);
    expect(pageCacheControl("/es/blood-lead-levels", "?result=12", null)).toBe(PRIVATE);
    expect(pageCacheControl("/es/blood-lead-levels", "", null, "POST")).toBe(PRIVATE);
    expect(pageCacheControl("/es/manage-programs", "", null)).toBe(PRIVATE);
  });

  it("keeps a search on the home page private", () => {
    expect(pageCacheControl("/", "?q=lead", null)).toBe(PRIVATE);
  });

  it("keeps a blood lead result private: an old link's query, and the form's POST", () => {
    expect(pageCacheControl("/blood-lead-levels", "?result=12&who=child", null)).toBe(PRIVATE);
    expect(pageCacheControl("/blood-lead-levels", "", null, "POST")).toBe(PRIVATE);
    expect(pageCacheControl("/blood-lead-levels", "", null, "GET")).toBe(PUBLIC_PAGE);
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

describe("the client router's requests and the headers of every answer (security issue 29, items 2 and 7)", () => {
  const from = (headers: Record<string, string>) => (name: string) => headers[name];
  it("knows RSC, prefetch, router-state and segment requests, and the _rsc query of the redirect", () => {
    for (const [search, headers] of [
      ["", { rsc: "1" }],
      ["", { "next-router-state-tree": "%5B%22%22%5D" }],
      ["", { "next-router-prefetch": "1" }],
      ["", { "next-router-segment-prefetch": "/_tree" }],
      ["", { purpose: "prefetch" }],
      ["?_rsc=1x2y3", {}],
      ["?q=lead&_rsc=abc", {}],
    ] as const) {
      expect({ search, headers, router: isRouterRequest(search, from(headers)) }).toEqual({ search, headers, router: true });
    }
    expect(isRouterRequest("?q=rsc", from({ rsc: "0" }))).toBe(false);
    expect(isRouterRequest("?my_rsc=1", from({}))).toBe(false);
  });

  it("answers an RSC request for a public page private, no-store; the HTML stays public and says it varies on Sec-GPC", () => {
    const base = cspBase({});
    expect(pageHeaders(base, { pathname: "/detox-guide", search: "", cookie: null, router: true }).response["Cache-Control"]).toBe(PRIVATE);
    const html = pageHeaders(base, { pathname: "/detox-guide", search: "", cookie: null }).response;
    expect(html["Cache-Control"]).toBe(PUBLIC_PAGE);
    expect(html.Vary).toBe("Sec-GPC");
  });

  it("sends Strict-Transport-Security only when SITE_URL is https", () => {
    expect(siteHeaders({ SITE_URL: "https://detox.example.org" })).toEqual({ "Strict-Transport-Security": "max-age=31536000" });
    expect(siteHeaders({ SITE_URL: "http://localhost:3000" })).toEqual({});
    expect(siteHeaders({})).toEqual({});
  });
});
