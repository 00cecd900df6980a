import "server-only";
import { DomainError } from "@/lib/errors";
import { outsideFetch, OutsideFetchError, type OutsideFetchOptions, type OutsideResponse } from "./outside-fetch";

export type RetryPolicy = { retries: number; maxWaitMs: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retry-After as seconds or an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * One outside call through outsideFetch with bounded retries: 429 waits for Retry-After (at most
 * `maxWaitMs`; a longer demand gives up at once), 5xx and network errors back off 0.5 s, 1 s, 2 s...
 * Messages name the source, never the URL's query or the key.
 */
export async function fetchWithRetry(label: string, url: string, opts: OutsideFetchOptions, policy: RetryPolicy): Promise<OutsideResponse> {
  for (let attempt = 0; ; attempt++) {
    let res: OutsideResponse;
    try {
      res = await outsideFetch(url, opts);
    } catch (e) {
      const code = e instanceof OutsideFetchError ? e.code : "network";
      if (attempt < policy.retries && (code === "network" || code === "timeout")) {
        await sleep(Math.min(policy.maxWaitMs, 500 * 2 ** attempt));
        continue;
      }
      throw new DomainError("upstream", `${label} could not be reached (${code}). Try again later.`);
    }
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers["retry-after"]) ?? 1000 * 2 ** attempt;
      if (attempt < policy.retries && wait <= policy.maxWaitMs) {
        await sleep(wait);
        continue;
      }
      throw new DomainError("rate-limited", `${label} is rate limiting these requests. Try again later.`, undefined, Math.max(1, Math.ceil(wait / 1000)));
    }
    if (res.status >= 500) {
      if (attempt < policy.retries) {
        await sleep(Math.min(policy.maxWaitMs, 500 * 2 ** attempt));
        continue;
      }
      throw new DomainError("upstream", `${label} answered with an error (${res.status}). Try again later.`);
    }
    return res;
  }
}

export function readJsonBody<T>(label: string, res: OutsideResponse): T {
  try {
    return res.json<T>();
  } catch {
    throw new DomainError("upstream", `${label} sent an answer that is not JSON`);
  }
}
