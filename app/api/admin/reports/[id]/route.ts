// PATCH /api/admin/reports/{id} - admin: { status: "resolved" | "dismissed", note? } closes a report
import { handlers, route } from "@/lib/http/route";
import { closeReport } from "@/features/reports/handlers";
import { reportUpdateSchema } from "@/features/reports/schema";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  PATCH: route({ access: "admin", body: reportUpdateSchema }, ({ params, body }) => closeReport(params.id!, body)),
});
