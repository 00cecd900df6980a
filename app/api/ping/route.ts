// GET /api/ping - liveness; touches no database (also the benchmark's framework floor)
import { handlers, route } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "public" }, () => ({ ok: true })) });
