import type { NextConfig } from "next";
import { API_CSP, STATIC_SECURITY_HEADERS } from "@/lib/http/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  async headers() {
    return [
      // Every response. The pages' Content-Security-Policy (with a per-request nonce) comes from scripts/server.mjs (lib/http/page-headers.mjs).
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // A blood lead result rides in this page's query: no Referer carries it to the next page or to any
      // request the page makes (features/blood-lead/README.md). Listed after the site-wide header, which it overrides.
      { source: "/blood-lead-levels", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      // Font files carry their version in the name (see app/globals.css).
      { source: "/fonts/:file*.woff2", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

export default nextConfig;
