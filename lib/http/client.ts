/**
 * The one way browser code calls our API: a JSON or multipart body, a non-OK answer read once into an
 * ApiCallError that carries the shared error shape of decisions.md ({ error, issues }), and typed
 * results. Result types come from the server modules that build them (type-only imports, no code).
 */
import type { Issue } from "@/lib/errors";

/** What JSON makes of a server value on the way to the browser: dates arrive as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** A non-OK answer. The message is "{status}: {error or body text}" (spec section 7). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    /** The answer's `error` text, when it had one. */
    readonly serverMessage: string | undefined,
    /** The answer's `issues` (field errors of a 400), possibly empty. */
    readonly issues: Issue[],
    bodyText: string,
  ) {
    super(`${status}: ${serverMessage ?? bodyText}`);
  }
}

export type CallInit = {
  method?: string;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  headers?: Record<string, string>;
  cache?: RequestCache;
};

/** One `issues` entry; a path given as a list (zod's own form) is joined with dots like the server does. */
function toIssue(i: unknown): Issue[] {
  if (typeof i !== "object" || i === null) return [];
  const { path, message } = i as { path?: unknown; message?: unknown };
  const text = Array.isArray(path) ? path.map(String).join(".") : path;
  return typeof text === "string" && typeof message === "string" ? [{ path: text, message }] : [];
}

async function callError(res: Response): Promise<ApiCallError> {
  const text = await res.text().catch(() => "");
  let error: string | undefined;
  let issues: Issue[] = [];
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object") {
      if ("error" in body && typeof body.error === "string" && body.error) error = body.error;
      if ("issues" in body && Array.isArray(body.issues)) issues = body.issues.flatMap(toIssue);
    }
  } catch {
    // Not JSON: the body text stands in the message.
  }
  return new ApiCallError(res.status, error, issues, text || res.statusText);
}

/** Sends the call; a non-OK answer throws ApiCallError, a network failure throws fetch's TypeError. */
export async function apiFetch(url: string, init: CallInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const res = await fetch(url, { method: init.method ?? (body ? "POST" : "GET"), credentials: "same-origin", headers, body, cache: init.cache });
  if (!res.ok) throw await callError(res);
  return res;
}

/** apiFetch, then the answer's JSON as the server type `T` (in its wire form). */
export async function apiCall<T>(url: string, init: CallInit = {}): Promise<Wire<T>> {
  return (await (await apiFetch(url, init)).json()) as Wire<T>;
}

/** The server's `error` text of a failed call, or `fallback` (network failures and answers without one). */
export const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiCallError && error.serverMessage ? error.serverMessage : fallback;

/** Any error's message ("{status}: {error}" for a failed call), or `fallback`. */
export const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The field errors of a refused call (400) whose top-level field is one of `fields`, for a form's
 * setError; none for any other error.
 */
export function fieldIssues<F extends string>(error: unknown, fields: ReadonlySet<string>): { field: F; message: string }[] {
  if (!(error instanceof ApiCallError) || error.status !== 400) return [];
  return error.issues.flatMap((i) => {
    const field = i.path.split(".")[0] ?? "";
    return fields.has(field) ? [{ field: field as F, message: i.message }] : [];
  });
}
