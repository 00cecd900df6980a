// GET /api/import/csv/sample - admin: download sample_providers.csv
import { handlers, route } from "@/lib/http/route";
import { csvSample } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "admin" }, csvSample) });
