// GET /api/metrics - Prometheus text for a scraper: Bearer METRICS_TOKEN, or admin (features/metrics)
import { metricsAnswer } from "@/features/metrics/server";
import { handlers, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "metrics" }, () => metricsAnswer()) });
