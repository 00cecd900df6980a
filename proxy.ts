import { NextResponse, type NextRequest } from "next/server";
import { pageCacheControl } from "@/lib/cache-control";
import { buildCsp, createNonce, originOf } from "@/lib/security-headers";

/**
 * Sets a per-request Content-Security-Policy with a fresh nonce on every page. Next.js reads the
 * nonce from the request's CSP header and puts it on its own inline and chunk scripts; server
 * components can read it from `x-nonce` (for example to load analytics with <Script nonce>).
 *
 * Kept cheap on purpose: no database, no auth (admin checks live where the data is read), and
 * the parts that do not change per request are computed once.
 */
const dev = process.env.NODE_ENV === "development";
const base = {
  dev,
  adsense: Boolean(process.env.NEXT_PUBLIC_ADSENSE_CLIENT),
  analytics: Boolean(process.env.NEXT_PUBLIC_GA_ID),
  imageOrigins: [originOf(process.env.S3_PUBLIC_URL)].filter((o): o is string => Boolean(o)),
  upgradeInsecure: (process.env.SITE_URL ?? "").startsWith("https://"),
};

export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = buildCsp({ ...base, nonce });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  // Lets the admin layout send a signed-out visitor back here after sign-in (not used for auth).
  requestHeaders.set("x-pathname", request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("Cache-Control", pageCacheControl(request.nextUrl.pathname, request.nextUrl.search, request.headers.get("cookie")));
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not API answers, build assets, or public files (anything with a dot).
      source: "/((?!api/|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
