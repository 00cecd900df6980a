import { NextResponse } from "next/server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The handler a route exports for the methods it does not serve: a JSON 405 with `Allow` (Next's own
 * answer is an empty 405 without it). `allowed` are the methods the route serves; HEAD comes with GET,
 * OPTIONS always.
 */
export function methodNotAllowed(allowed: Method[]) {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  return async () => NextResponse.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allow } });
}
