// GET /api/owner/session - the signed-in owner and the programs this session may edit
// DELETE /api/owner/session - sign out: this owner's every session ends
import { handlers, route } from "@/lib/http/route";
import { ownerSessionAnswer, ownerSignOut } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "owner" }, ({ owner }) => ownerSessionAnswer(owner)),
  DELETE: route({ access: "owner" }, ({ owner }) => ownerSignOut(owner)),
});
