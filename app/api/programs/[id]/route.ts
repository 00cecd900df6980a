// GET /api/programs/{id} - one active program (404 for unknown or malformed ids)
// PUT /api/programs/{id} - admin: update the editable fields
// DELETE /api/programs/{id} - admin: delete the program with its reviews and practitioners
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { deleteProgramAnswer, programAnswer, updateProgramAnswer } from "@/features/programs/server";
import { programUpdateSchema } from "@/features/programs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", params: idParams("Program") }, ({ params }) => programAnswer(params.id)),
  PUT: route({ access: "admin", params: idParams("Program"), body: programUpdateSchema }, ({ params, body }) => updateProgramAnswer(params.id, body)),
  DELETE: route({ access: "admin", params: idParams("Program") }, ({ params }) => deleteProgramAnswer(params.id)),
});
