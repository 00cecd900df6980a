// DELETE /api/admin/programs/{id}/owner - admin: removes the listing's owner (it becomes unclaimed)
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { removeProgramOwner } from "@/features/admin/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  DELETE: route({ access: "admin", params: idParams("Owner") }, ({ params }) => removeProgramOwner(params.id)),
});
