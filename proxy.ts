import { NextResponse, type NextRequest } from "next/server";
import { OWN_REQUEST_HEADERS, cspBase, pageHeaders } from "@/lib/http/page-headers.mjs";

/**
 * The pages' per-request headers (lib/http/page-headers.mjs: a Content-Security-Policy with a fresh nonce,
 * Cache-Control) when Next.js runs on its own (`next dev`). The production server, scripts/server.mjs,
 * sets the same headers itself and marks the request, so this never runs there: the proxy's machinery
 * alone cost about 1.3 ms of main-thread time per page.
 */
const base = cspBase(process.env);

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const set = pageHeaders(base, { pathname, search, cookie: request.headers.get("cookie") });
  const requestHeaders = new Headers(request.headers);
  for (const name of OWN_REQUEST_HEADERS) requestHeaders.delete(name);
  for (const [name, value] of Object.entries(set.request)) requestHeaders.set(name, value);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(set.response)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not API answers, build assets, or public files (anything with a dot); the same rule
      // as isPageRequest in lib/http/page-headers.mjs, which Next.js needs here as a literal.
      source: "/((?!api/|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
        // Set by scripts/server.mjs, which has applied the headers already (HANDLED_HEADER).
        { type: "header", key: "x-detox-page-headers" },
      ],
    },
  ],
};
