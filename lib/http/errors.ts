import { NextResponse } from "next/server";
import { DomainError, type ErrorKind, type Issue } from "@/lib/errors";

/** The HTTP status of each kind of domain error (lib/errors.ts). */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  unprocessable: 422,
  "rate-limited": 429,
  upstream: 502,
};


// Codes and messages that mean "the database cannot be reached right now".
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006", "57014", "53300"]);
const UNAVAILABLE_TEXT = /connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Connection terminated|PGlite is closed|database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (e instanceof Error && UNAVAILABLE_TEXT.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof DomainError) {
    const body: { error: string; issues?: Issue[] } = { error: error.message };
    if (error.issues) body.issues = error.issues;
    const headers = error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
    return NextResponse.json(body, { status: STATUS[error.kind], headers });
  }
  if (isDatabaseUnavailable(error)) {
    return NextResponse.json(
      { error: "The database is unavailable. Please try again shortly." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  // Logged on the server only: no stack trace or SQL reaches a client.
  console.error("[api] unexpected error", error);
  return NextResponse.json({ error: "Something went wrong. Please try again later." }, { status: 500 });
}
