import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { API_CSP, STATIC_SECURITY_HEADERS } from "@/lib/http/security-headers";

// The guides and policies, one Markdown file each in content/guides and content/policies, keep their URLs
// (/detox-guide) and are served by one page, app/(en)/content/[slug]/page.tsx, through a rewrite. Not a top-level
// [slug] folder: every unknown top-level URL would then be that route's 404, which Next.js 16.4 sends with an
// empty body (the page only in the client payload, vercel/next.js#97000) instead of the server-rendered
// "This page does not exist" an unmatched URL gets. The server starts in the project folder (scripts/server.mjs).
const slugsIn = (...dir: string[]) =>
  ["guides", "policies"].flatMap((kind) =>
    readdirSync(path.join(process.cwd(), "content", kind, ...dir))
      .filter((file) => /^[a-z0-9-]+\.md$/.test(file))
      .map((file) => file.slice(0, -3)),
  );
const CONTENT_SLUGS = slugsIn();
// The Spanish ones (content/guides/es, content/policies/es) at /es/<slug>, served by app/es/content/[slug]/page.tsx.
const SPANISH_CONTENT_SLUGS = slugsIn("es");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A URL no route matches is answered by app/global-not-found.tsx, rendered only then: an app/not-found.tsx
  // (the site shell) was part of every page's payload (docs/performance.md).
  experimental: { globalNotFound: true },
  // Metadata in <head> for every visitor, never streamed into <body>: Next.js streams a dynamic page's metadata
  // to browsers it does not list as bots, and a <meta name="description"> or rel="canonical" that arrives after
  // the shell is left in <body>, where Lighthouse and crawlers outside Next.js's list (Googlebot among them) do
  // not read it. "/.*/" is Next.js's documented way to turn streaming metadata off (htmlLimitedBots); it changes
  // nothing else (docs/performance.md, round 21).
  htmlLimitedBots: /.*/,
  // Next.js's in-memory cache of prerendered pages and data (guides, policies): its default, written down as a
  // bound (README, "What the server keeps in memory").
  cacheMaxMemorySize: 50 * 2 ** 20,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  // prom-client: one copy, shared by scripts/server.mjs (request metrics) and the app (GET /api/metrics).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "prom-client"],
  async redirects() {
    return [
      { source: "/content/:slug", destination: "/:slug", permanent: true },
      { source: "/es/content/:slug", destination: "/es/:slug", permanent: true },
    ];
  },
  async rewrites() {
    return [
      { source: `/:slug(${CONTENT_SLUGS.join("|")})`, destination: "/content/:slug" },
      { source: `/es/:slug(${SPANISH_CONTENT_SLUGS.join("|")})`, destination: "/es/content/:slug" },
    ];
  },
  async headers() {
    return [
      // Every response. The pages' Content-Security-Policy (with a per-request nonce) comes from scripts/server.mjs (lib/http/page-headers.mjs).
      { source: "/:path*", headers: [...STATIC_SECURITY_HEADERS] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // The blood lead page: no Referer to another origin (docs/blood-lead.md). "same-origin", not "no-referrer":
      // with no-referrer a browser without JavaScript posts the form with `Origin: null`, which Next.js refuses as
      // a cross-site action; the result is in the POST body, never in the address a Referer could carry.
      { source: "/blood-lead-levels", headers: [{ key: "Referrer-Policy", value: "same-origin" }] },
      { source: "/es/blood-lead-levels", headers: [{ key: "Referrer-Policy", value: "same-origin" }] },
      // Font files carry their version in the name (see app/globals.css).
      { source: "/fonts/:file*.woff2", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

export default nextConfig;
