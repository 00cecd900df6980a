// POST /api/programs/{id}/reports - "Report a problem with this listing" (public, rate limited);
// answers 201 { id, status: "open" } and nothing else: the reporter's email is never sent back.
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { fileReport } from "@/features/reports/server";
import { reportCreateSchema } from "@/features/reports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", params: idParams("Program"), rateLimit: "reports", body: reportCreateSchema }, ({ params, body }) => fileReport(params.id, body)),
});
