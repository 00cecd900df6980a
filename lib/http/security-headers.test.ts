/** @jest-environment node */
import { buildCsp, createNonce, originOf } from "@/lib/http/page-headers.mjs";
import { API_CSP, STATIC_SECURITY_HEADERS } from "@/lib/http/security-headers";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("Content-Security-Policy", () => {
  it("allows only the site itself, its nonce and the map tiles by default", () => {
    const csp = buildCsp({ nonce: "abc123" });
    expect(directive(csp, "default-src")).toBe("default-src 'self'");
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toMatch(/google|doubleclick|unsafe-eval/);
    expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("adds the AdSense hosts only when ads are configured", () => {
    const csp = buildCsp({ nonce: "n", adsense: true });
    expect(directive(csp, "script-src")).toContain("https://pagead2.googlesyndication.com");
    expect(directive(csp, "frame-src")).toContain("https://googleads.g.doubleclick.net");
    expect(csp).not.toContain("googletagmanager");
  });

  it("adds the analytics hosts only when analytics is configured", () => {
    const csp = buildCsp({ nonce: "n", analytics: true });
    expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toContain("https://www.google-analytics.com");
    expect(csp).not.toContain("googlesyndication");
  });

  it("adds image origins, eval in development, and the https upgrade on https sites", () => {
    const csp = buildCsp({ nonce: "n", dev: true, imageOrigins: ["https://cdn.example.com"], upgradeInsecure: true });
    expect(directive(csp, "img-src")).toContain("https://cdn.example.com");
    expect(directive(csp, "script-src")).toContain("'unsafe-eval'");
    expect(csp).toContain("upgrade-insecure-requests");
  });

  it("allows the configured map tiles instead of OpenStreetMap's", () => {
    const img = directive(buildCsp({ nonce: "n", tileOrigins: ["https://*.tiles.example.com"] }), "img-src");
    expect(img).toBe("img-src 'self' data: blob: https://*.tiles.example.com");
    expect(img).not.toContain("openstreetmap");
    // Tiles served by this site need nothing beyond 'self'.
    expect(directive(buildCsp({ nonce: "n", tileOrigins: [] }), "img-src")).toBe("img-src 'self' data: blob:");
  });

  it("keeps inline styles for Leaflet without a style nonce (which would disable 'unsafe-inline')", () => {
    expect(directive(buildCsp({ nonce: "n" }), "style-src")).toBe("style-src 'self' 'unsafe-inline'");
  });
});

describe("nonces and origins", () => {
  it("makes a fresh 128-bit base64 nonce every time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(Array.from({ length: 50 }, createNonce)).size).toBe(50);
  });

  it("takes the origin of http(s) URLs only", () => {
    expect(originOf("https://bucket.example.com/uploads/x")).toBe("https://bucket.example.com");
    expect(originOf("javascript:alert(1)")).toBeUndefined();
    expect(originOf("not a url")).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});

describe("static headers", () => {
  it("sets nosniff, the referrer policy and a permissions policy without geolocation", () => {
    const h = Object.fromEntries(STATIC_SECURITY_HEADERS.map((x) => [x.key, x.value]));
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["Permissions-Policy"]).toContain("geolocation=()");
    expect(h["Permissions-Policy"]).toContain("camera=()");
    expect(API_CSP).toContain("frame-ancestors 'none'");
  });
});
