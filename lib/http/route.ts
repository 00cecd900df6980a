import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { DomainError, parseWith } from "@/lib/errors";
import { errorResponse } from "@/lib/http/errors";
import { isUuid } from "@/lib/ids";
import { canonicalPath } from "@/lib/http/canonical-path.mjs";
import { queryObject } from "@/lib/http/query";
import { rateLimit, type Bucket } from "@/lib/http/rate-limit";
import { MAX_JSON_BYTES, readJson } from "@/lib/http/read-body";
import { requireAdmin } from "@/lib/session/admin";
import { requireMetricsReader } from "@/lib/session/metrics";
import { assertSameOriginWrite } from "@/lib/session/origin";
import { requireOwner, type OwnerSession } from "@/lib/session/owner";
import { requireUploader } from "@/lib/session/upload-token";

/**
 * The one route builder (STYLE.md, "A request, end to end"). A handler declares who may call it, its
 * body and query schemas, its rate limit and its cache policy; the builder enforces them in this order:
 * access (401/403), the origin of public writes that sign in (403), `before` (a switched-off feature), rate limit (429), `Content-Type:
 * application/json` (415), the capped body reader (413, malformed 400), the body and query schemas (400), then the
 * path parameters (404: a path that does not parse names nothing; the handler never sees it). Domain errors
 * become the one error shape; admin and owner answers are `private, no-store`; so is every write.
 */
export type Access = "public" | "admin" | "owner" | "uploader" | "metrics";
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Schema = z.ZodType;
type Params = Record<string, string | string[]>;

export type RouteSpec<A extends Access, B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> = {
  access: A;
  /**
   * The path parameters, e.g. `idParams("Review")` (lib/http/params.ts). Checked last, just
   * before the handler, where a malformed id used to be found missing: a failure is a 404 with the schema's message.
   */
  params?: P;
  /** A JSON object body, validated by this schema (the handler also gets it raw). */
  body?: B;
  /** Query parameters, validated by this schema; `lists` are the repeatable ones. */
  query?: Q;
  lists?: readonly string[];
  /** The body cap in bytes (64 KB unless said). */
  maxBytes?: number | (() => number);
  rateLimit?: Bucket;
  /** Cache-Control for an answer that sets none (admin and owner answers are always private, no-store). */
  cache?: string;
  /** A precondition checked after access and before anything is counted, e.g. a feature switched off. */
  before?: () => void;
  /**
   * Public writes that sign a visitor in (claims, emailed links) must come from this site's pages, as
   * admin and owner writes do (403 otherwise): another site cannot post them from its visitors' browsers.
   */
  sameOrigin?: boolean;
};

export type RouteInput<A extends Access, B, Q, P> = {
  req: Request;
  /** The parsed path parameters; none for a route that declares no schema. */
  params: P;
  body: B;
  raw: Record<string, unknown>;
  query: Q;
  /** The owner's session on owner routes. */
  owner: A extends "owner" ? OwnerSession : null;
  /** On uploader routes: the program's own upload token, or an admin. */
  as: A extends "uploader" ? "token" | "admin" : null;
};

type Out<S> = S extends Schema ? z.output<S> : undefined;
type ParamsOut<S> = S extends Schema ? z.output<S> : Record<never, never>;

/** Path parameters: a value that does not parse is a 404 with the schema's message ("Review not found"). */
function parseParams(schema: Schema, raw: Params): unknown {
  const result = schema.safeParse(raw);
  if (!result.success) throw new DomainError("not-found", result.error.issues[0]?.message ?? "Not found");
  return result.data;
}

/** The path parameters with every uuid lower-cased (Postgres and the id check ignore case; limits and logs must not differ). */
function canonicalParams(given: Params): { path: Params; canonical: boolean } {
  let canonical = true;
  const lower = (v: unknown) => {
    if (typeof v !== "string" || !isUuid(v) || v === v.toLowerCase()) return v;
    canonical = false;
    return v.toLowerCase();
  };
  const path = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, Array.isArray(v) ? v.map(lower) : lower(v)])) as Params;
  return { path, canonical };
}

/** GET of a non-canonical id: a 308 to the same path with its uuids lower-cased, the query kept. */
function canonicalRedirect(req: Request): Response {
  const url = new URL(req.url);
  const location = `${canonicalPath(url.pathname)}${url.search}`;
  return new Response(null, { status: 308, headers: { Location: location, "Cache-Control": "public, max-age=3600" } });
}

/** A handler as Next calls it, carrying its declaration (read by the route-guard test). */
type NextHandler = ((req: Request, ctx: { params: Promise<Params> }) => Promise<Response>) & { access?: Access; json?: boolean; sameOrigin?: boolean; params?: boolean };

const PRIVATE = "private, no-store";
const JSON_TYPE = /^application\/json\s*(;|$)/i;

function setCache(res: Response, value: string, force: boolean) {
  if (!force && res.headers.has("cache-control")) return;
  try {
    res.headers.set("Cache-Control", value);
  } catch {
    // immutable headers (a proxied response): left as they are
  }
}

export function route<A extends Access, B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  spec: RouteSpec<A, B, Q, P>,
  handler: (input: RouteInput<A, Out<B>, Out<Q>, ParamsOut<P>>) => Promise<Response | object> | Response | object,
): NextHandler {
  const run: NextHandler = async (req, ctx) => {
    let res: Response;
    try {
      // Uuids lower-cased before anything counts or looks them up (security issue 51, item 2): the upload
      // token and the rate limit key on the canonical id; the handler gets them parsed.
      const given = ((await ctx?.params) ?? {}) as Params;
      const { path, canonical } = canonicalParams(given);
      if (!canonical && (req.method === "GET" || req.method === "HEAD")) return canonicalRedirect(req);
      const owner = spec.access === "owner" ? await requireOwner(req) : null;
      if (spec.access === "admin") await requireAdmin(req);
      if (spec.access === "metrics") await requireMetricsReader(req);
      const as = spec.access === "uploader" ? await requireUploader(req, typeof path.id === "string" ? path.id : "") : null;
      if (spec.sameOrigin) assertSameOriginWrite(req);
      spec.before?.();
      if (spec.rateLimit) await rateLimit(spec.rateLimit, req, typeof path.id === "string" ? path.id : undefined);
      if (!canonical) throw new DomainError("not-found", "Not found: ids in paths are lower case");
      let raw: Record<string, unknown> = {};
      if (spec.body) {
        if (!JSON_TYPE.test(req.headers.get("content-type") ?? "")) throw new DomainError("unsupported-type", "Send the body as JSON (Content-Type: application/json)");
        const cap = typeof spec.maxBytes === "function" ? spec.maxBytes() : (spec.maxBytes ?? MAX_JSON_BYTES);
        raw = await readJson(req, cap);
      }
      const body = spec.body ? parseWith(spec.body, raw) : undefined;
      const query = spec.query ? parseWith(spec.query, queryObject(new URL(req.url).searchParams, spec.lists)) : undefined;
      const input = {
        req,
        params: spec.params ? parseParams(spec.params, path) : {},
        raw,
        body,
        query,
        owner,
        as,
      } as RouteInput<A, Out<B>, Out<Q>, ParamsOut<P>>;
      const out = await handler(input);
      res = out instanceof Response ? out : NextResponse.json(out);
    } catch (error) {
      res = errorResponse(error);
    }
    if (spec.access === "admin" || spec.access === "owner" || spec.access === "metrics") setCache(res, PRIVATE, true);
    else if (req.method !== "GET" && req.method !== "HEAD") setCache(res, PRIVATE, false);
    else if (spec.cache) setCache(res, spec.cache, false);
    return res;
  };
  run.access = spec.access;
  run.json = spec.body !== undefined;
  run.sameOrigin = spec.sameOrigin === true;
  run.params = spec.params !== undefined;
  return run;
}

/**
 * A route file's exports: the declared handlers, and for every other method a JSON 405 with `Allow`
 * (Next's own is an empty 405 without it). HEAD comes with GET, OPTIONS always.
 */
export function handlers(declared: Partial<Record<Method, NextHandler>>): Record<Method, NextHandler> {
  const served = METHODS.filter((m) => declared[m]);
  const allow = [...served, ...(declared.GET ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const notAllowed: NextHandler = async () => NextResponse.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allow } });
  return Object.fromEntries(METHODS.map((m) => [m, declared[m] ?? notAllowed])) as Record<Method, NextHandler>;
}

/** A JSON answer with a status (201, 202) or headers. */
export const json = (value: unknown, status = 200, headers?: HeadersInit) => NextResponse.json(value, { status, headers });
export const noContent = () => new NextResponse(null, { status: 204 });
