// GET /api/owner/programs/{id} - one of the owner's programs
// PUT /api/owner/programs/{id} - the owner edits its public fields (not verification, rating, source or state)
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { editOwnedProgram, ownedProgram } from "@/features/owners/server";
import { ownerProgramUpdateSchema } from "@/features/programs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "owner", params: idParams("Program") }, ({ owner, params }) => ownedProgram(owner, params.id)),
  PUT: route({ access: "owner", params: idParams("Program"), body: ownerProgramUpdateSchema }, ({ owner, params, body }) => editOwnedProgram(owner, params.id, body)),
});
