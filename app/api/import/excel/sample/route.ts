// GET /api/import/excel/sample - admin: download sample_providers.xlsx
import { handlers, route } from "@/lib/http/route";
import { excelSample } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({ GET: route({ access: "admin" }, excelSample) });
