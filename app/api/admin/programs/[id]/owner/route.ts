// DELETE /api/admin/programs/{id}/owner - admin: removes the listing's owner (it becomes unclaimed)
import { handlers, route } from "@/lib/http/route";
import { removeProgramOwner } from "@/features/admin/handlers";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  DELETE: route({ access: "admin" }, ({ params }) => removeProgramOwner(params.id!)),
});
