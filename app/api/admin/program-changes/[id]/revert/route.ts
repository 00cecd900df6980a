// POST /api/admin/program-changes/{id}/revert - admin: puts back the old values of one change (recorded as a change)
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { revertProgramChange } from "@/features/admin/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", params: idParams("Change") }, ({ params }) => revertProgramChange(params.id)),
});
