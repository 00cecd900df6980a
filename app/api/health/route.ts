// GET /api/health - liveness for a load balancer: 200 while the process runs; touches no database.
import { handlers, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "public", cache: "no-store" }, () => ({ ok: true })) });
