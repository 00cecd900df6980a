// DELETE /api/admin/reviews/{id}/reply - admin: removes the provider's reply to a review
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { eraseReply } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  DELETE: route({ access: "admin", params: idParams("Reply") }, ({ params }) => eraseReply(params.id)),
});
