import { NextResponse } from "next/server";
import type { z } from "zod";

export type Issue = { path: string; message: string };

/** An error meant for the client: its status and message are sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = "Program") => new ApiError(404, `${what} not found`);

export function validationError(error: z.ZodError): ApiError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  return new ApiError(400, issues[0]?.message ?? "Invalid input", issues);
}

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
  if (error instanceof ApiError) {
    const body: { error: string; issues?: Issue[] } = { error: error.message };
    if (error.issues) body.issues = error.issues;
    return NextResponse.json(body, { status: error.status, headers: error.headers });
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

type Ctx<P> = { params: Promise<P> };

/** Wraps a route handler so every thrown error becomes the shared JSON error answer. */
export function route<P = Record<string, never>>(
  handler: (req: Request, ctx: Ctx<P>) => Promise<Response>,
): (req: Request, ctx: Ctx<P>) => Promise<Response> {
  return async (req, ctx) => {
    let res: Response;
    try {
      res = await handler(req, ctx);
    } catch (error) {
      res = errorResponse(error);
    }
    // An API write's answer is for its caller only: no shared cache (CDN) may keep it.
    if (req.method !== "GET" && req.method !== "HEAD" && !res.headers.has("cache-control")) {
      try {
        res.headers.set("Cache-Control", "private, no-store");
      } catch {
        // immutable headers (a proxied response): left as they are
      }
    }
    return res;
  };
}

/** Parses with a zod schema; failures become a 400 with the schema's messages. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
