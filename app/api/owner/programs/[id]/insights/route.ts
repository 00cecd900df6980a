// GET /api/owner/programs/{id}/insights?days=30|90 - the owner's listing: views and clicks per UTC day (zeros filled) and totals
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { ownerInsights } from "@/features/insights/server";
import { insightsQuerySchema } from "@/features/insights/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "owner", params: idParams("Program"), query: insightsQuerySchema }, ({ owner, params, query }) => ownerInsights(owner, params.id, query.days)),
});
