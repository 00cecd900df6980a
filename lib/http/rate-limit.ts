import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getPgPool } from "@/db";
import { DomainError } from "@/lib/errors";
import { clientIp } from "@/lib/http/client-ip";
import { env } from "@/lib/env";

export type Bucket = "programs" | "reviews" | "uploads" | "logins" | "contact" | "reports" | "claims" | "events";
/** Limits keyed by what is attacked rather than by who asks (limitKey): whatever the address. */
export type KeyBucket = "admin-account" | "mail-recipient" | "claim-domain" | "claim-listing";

/** `perProgram`: counted per client and per program (the route's `{id}`), not per client alone. */
const settings: Record<Bucket | KeyBucket, { points: number; duration: number; perProgram?: boolean }> = {
  programs: { points: env.RATE_LIMIT_PROGRAMS_PER_HOUR, duration: 3600 },
  reviews: { points: env.RATE_LIMIT_REVIEWS_PER_HOUR, duration: 3600 },
  uploads: { points: env.RATE_LIMIT_UPLOADS_PER_HOUR, duration: 3600 },
  reports: { points: env.RATE_LIMIT_REPORTS_PER_HOUR, duration: 3600 },
  logins: { points: env.RATE_LIMIT_LOGINS_PER_15_MIN, duration: 900 },
  contact: { points: env.RATE_LIMIT_CONTACT_PER_HOUR, duration: 3600 },
  // Claim tokens, claim checks, email links and owner sign-ins, together.
  claims: { points: env.RATE_LIMIT_CLAIMS_PER_HOUR, duration: 3600 },
  // Insights events (views and clicks): generous, a visitor clicking about a listing is never refused.
  events: { points: env.RATE_LIMIT_EVENTS_PER_MINUTE, duration: 60, perProgram: true },
  // Failed admin sign-ins from every address together: rotating addresses buys 5 times one client's tries.
  "admin-account": { points: env.RATE_LIMIT_LOGINS_PER_15_MIN * 5, duration: 900 },
  // Sign-in and claim mails to one address, to one domain, for one listing.
  "mail-recipient": { points: 5, duration: 3600 },
  "claim-domain": { points: 10, duration: 3600 },
  "claim-listing": { points: 10, duration: 3600 },
};

// One limiter per bucket per process, however many times Next bundles this module.
// The limiter itself once made (a kept promise would keep alive the request it was made in: lib/cache/read-cache.ts).
const store = globalThis as unknown as { __detoxLimiters?: Map<Bucket | KeyBucket, RateLimiterAbstract | Promise<RateLimiterAbstract>> };
const limiters = (store.__detoxLimiters ??= new Map());

/**
 * In memory for the embedded database (one instance); in PostgreSQL when a server is used, so that
 * several app servers share the counters, with an in-memory limiter as insurance if it is down.
 */
async function createLimiter(bucket: Bucket | KeyBucket): Promise<RateLimiterAbstract> {
  const { points, duration } = settings[bucket];
  const opts = { keyPrefix: bucket, points, duration };
  const pool = await getPgPool().catch(() => null);
  if (!pool) return new RateLimiterMemory(opts);
  return new RateLimiterPostgres({
    ...opts,
    storeClient: pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(opts),
  });
}

function limiter(bucket: Bucket | KeyBucket): RateLimiterAbstract | Promise<RateLimiterAbstract> {
  const kept = limiters.get(bucket);
  if (kept) return kept;
  const making = createLimiter(bucket).then((made) => {
    limiters.set(bucket, made);
    return made;
  });
  limiters.set(bucket, making);
  return making;
}

/**
 * The limiter's key: the client, and for a per-program bucket the program's id (capped: ids come from the
 * URL; the route builder has lower-cased a uuid already, and so it is again here, so case variants share one count).
 */
const keyOf = (bucket: Bucket, req: Request, programId?: string) => (settings[bucket].perProgram ? `${clientIp(req)}|${(programId ?? "").slice(0, 40).toLowerCase()}` : clientIp(req));

/** Counts one request from this client (to this program, for a per-program bucket); throws 429 with Retry-After when over the limit. */
export async function rateLimit(bucket: Bucket, req: Request, programId?: string): Promise<void> {
  await consume(bucket, keyOf(bucket, req, programId));
}

/** Counts one event against a key (an account, a recipient, a domain, a listing); throws 429 with Retry-After when over the limit. */
export async function limitKey(bucket: KeyBucket, key: string): Promise<void> {
  await consume(bucket, key.toLowerCase().slice(0, 320));
}

/** Throws 429 with Retry-After when this key is already over its limit, without counting. */
export async function assertKeyNotLimited(bucket: KeyBucket, key: string): Promise<void> {
  await assertUnder(bucket, key.toLowerCase().slice(0, 320));
}

async function consume(bucket: Bucket | KeyBucket, key: string): Promise<void> {
  try {
    await (await limiter(bucket)).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new DomainError("rate-limited", "Too many requests. Please try again later.", undefined, retryAfter);
    }
    throw e;
  }
}

/** Throws 429 with Retry-After when this client is already over the limit, without counting a request. */
export async function assertNotLimited(bucket: Bucket, req: Request): Promise<void> {
  await assertUnder(bucket, clientIp(req));
}

async function assertUnder(bucket: Bucket | KeyBucket, key: string): Promise<void> {
  const state = await (await limiter(bucket)).get(key).catch(() => null);
  if (state && state.consumedPoints >= settings[bucket].points) {
    const retryAfter = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    throw new DomainError("rate-limited", "Too many requests. Please try again later.", undefined, retryAfter);
  }
}

/** Gives a point back (a successful login should not count against the client). */
export async function refund(bucket: Bucket, req: Request): Promise<void> {
  await (await limiter(bucket)).reward(clientIp(req), 1).catch(() => {});
}
