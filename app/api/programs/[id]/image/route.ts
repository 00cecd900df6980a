// POST /api/programs/{id}/image - upload a program's image (multipart field "image", at most 5 MB).
// Allowed with the program's uploadToken (Authorization: Bearer) or as admin; answers { imageUrl }.
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { uploadImageAnswer } from "@/features/programs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "uploader", params: idParams("Program") }, ({ req, params, as }) => uploadImageAnswer(req, params.id, as)),
});
