import type { z } from "zod";

/**
 * The errors domain code throws. They say what went wrong, not how HTTP spells it: the route builder
 * (lib/http/route.ts) maps each kind to its status and the one error shape `{ error, issues? }`.
 */
export type ErrorKind =
  | "invalid" // 400
  | "unauthenticated" // 401
  | "forbidden" // 403
  | "not-found" // 404
  | "conflict" // 409
  | "too-large" // 413
  | "unsupported-type" // 415
  | "unprocessable" // 422
  | "rate-limited" // 429
  | "upstream"; // 502: an outside service failed

export type Issue = { path: string; message: string };

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly issues?: Issue[],
    /** For "rate-limited": seconds until the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (what = "Program") => new DomainError("not-found", `${what} not found`);

export function validationError(error: z.ZodError): DomainError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  return new DomainError("invalid", issues[0]?.message ?? "Invalid input", issues);
}

/** Parses with a zod schema; failures become an "invalid" error with the schema's messages. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The value, or a "not found" error when there is none. */
export function found<T>(value: T | null | undefined, what = "Program"): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
