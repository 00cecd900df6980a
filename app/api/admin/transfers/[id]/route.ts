// PATCH /api/admin/transfers/{id} - { "decision": "approve" | "refuse" } - admin: approves (the listing moves
// to the claimant) or refuses a pending transfer request; recorded in the program's history, and the
// claimant is told by email. 404 unknown id ("Program not found", malformed or not), 409 already decided.
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { decideTransferRequest } from "@/features/owners/server";
import { transferDecisionSchema } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  PATCH: route({ access: "admin", params: idParams("Program"), body: transferDecisionSchema }, ({ params, body }) => decideTransferRequest(params.id, body.decision)),
});
