// POST /api/admin/program-changes/{id}/revert - admin: puts back the old values of one change, or of one of its
// fields, with a reason (recorded as a change; the owner is emailed)
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { revertProgramChange, revertRequestSchema } from "@/features/admin/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", params: idParams("Change"), body: revertRequestSchema }, ({ params, body }) => revertProgramChange(params.id, body)),
});
