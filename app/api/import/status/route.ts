// GET /api/import/status - admin: the running import's progress (or the last run) and the program count
import { handlers, route } from "@/lib/http/route";
import { importStatus } from "@/features/imports/server";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "admin" }, () => importStatus()) });
