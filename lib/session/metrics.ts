import "server-only";
import { env } from "@/lib/env";
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
  if (token && auth?.startsWith("Bearer ") && safeEqual(auth.slice(7).trim(), token)) return;
  await requireAdmin(req);
}
