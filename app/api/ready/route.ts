// GET /api/ready - readiness for a load balancer: 200 when the database answers and migrations are
// applied; 503 when it does not, when migrations are missing, or while the server drains after SIGTERM.
import { handlers, route } from "@/lib/http/route";
import { readyAnswer } from "@/lib/ops/handlers";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "public", cache: "no-store" }, readyAnswer) });
