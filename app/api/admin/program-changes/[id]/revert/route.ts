// POST /api/admin/program-changes/{id}/revert - admin: puts back the old values of one change (recorded as a change)
import { handlers, route } from "@/lib/http/route";
import { revertProgramChange } from "@/features/admin/handlers";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin" }, ({ params }) => revertProgramChange(params.id!)),
});
