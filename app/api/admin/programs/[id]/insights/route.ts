// GET /api/admin/programs/{id}/insights?days=30|90 - admin: a program's views and clicks per UTC day (zeros filled) and totals
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { adminInsights } from "@/features/insights/server";
import { insightsQuerySchema } from "@/features/insights/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", params: idParams("Program"), query: insightsQuerySchema }, ({ params, query }) => adminInsights(params.id, query.days)),
});
