import "server-only";
import { env } from "@/lib/env";
import { assertNotLimited } from "@/lib/http/rate-limit";
import { requireAdmin } from "./admin";
import { safeEqual } from "./signing";

/**
 * The guard of GET /api/metrics: `Authorization: Bearer <METRICS_TOKEN>` (a scraper's token, which opens nothing
 * else), or anything that passes the admin guard (ADMIN_API_TOKEN, or the admin cookie). Otherwise the admin
 * guard's answer: 401, and 429 once this client has failed too often (the "logins" limit).
 */
export async function requireMetricsReader(req: Request): Promise<void> {
  const token = env.METRICS_TOKEN;
  const auth = req.headers.get("authorization");
  // The failed-login limit first (security issue 51, item 10): a client over it guesses no token, not even this one.
  if (auth !== null) await assertNotLimited("logins", req);
  if (token && auth?.startsWith("Bearer ") && safeEqual(auth.slice(7).trim(), token)) return;
  await requireAdmin(req);
}
