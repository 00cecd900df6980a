import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/lib/api/errors";
import { clientIp } from "@/lib/client-ip";
import { env } from "@/lib/env";

type Bucket = "programs" | "reviews" | "uploads" | "logins";

const settings: Record<Bucket, { points: number; duration: number }> = {
  programs: { points: env.RATE_LIMIT_PROGRAMS_PER_HOUR, duration: 3600 },
  reviews: { points: env.RATE_LIMIT_REVIEWS_PER_HOUR, duration: 3600 },
  uploads: { points: env.RATE_LIMIT_UPLOADS_PER_HOUR, duration: 3600 },
  logins: { points: env.RATE_LIMIT_LOGINS_PER_15_MIN, duration: 900 },
};

// One limiter per bucket per process, however many times Next bundles this module.
const store = globalThis as unknown as { __detoxLimiters?: Map<Bucket, RateLimiterMemory> };
const limiters = (store.__detoxLimiters ??= new Map());

function limiter(bucket: Bucket): RateLimiterMemory {
  let l = limiters.get(bucket);
  if (!l) {
    l = new RateLimiterMemory({ keyPrefix: bucket, ...settings[bucket] });
    limiters.set(bucket, l);
  }
  return l;
}

/** Counts one request from this client; throws 429 with Retry-After when over the limit. */
export async function rateLimit(bucket: Bucket, req: Request): Promise<void> {
  try {
    await limiter(bucket).consume(clientIp(req));
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new ApiError(429, "Too many requests. Please try again later.", undefined, { "Retry-After": String(retryAfter) });
    }
    throw e;
  }
}

/** Gives a point back (a successful login should not count against the client). */
export async function refund(bucket: Bucket, req: Request): Promise<void> {
  await limiter(bucket).reward(clientIp(req), 1).catch(() => {});
}
