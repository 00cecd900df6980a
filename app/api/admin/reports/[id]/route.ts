// PATCH /api/admin/reports/{id} - admin: { status: "resolved" | "dismissed", note? } closes a report
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { closeReport } from "@/features/reports/server";
import { reportUpdateSchema } from "@/features/reports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  PATCH: route({ access: "admin", params: idParams("Report"), body: reportUpdateSchema }, ({ params, body }) => closeReport(params.id, body)),
});
