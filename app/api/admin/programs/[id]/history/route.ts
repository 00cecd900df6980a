// GET /api/admin/programs/{id}/history - admin: the program's owner, change history (newest first) and the
// provider's replies to its reviews
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { programHistory } from "@/features/admin/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", params: idParams("Program") }, ({ params }) => programHistory(params.id)),
});
