// POST /api/owner/programs/{id}/image - the owner uploads the listing's image (multipart field "image",
// at most 5 MB), through the same pipeline as every upload; answers { imageUrl }.
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { ownerImage } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "owner", params: idParams("Program"), rateLimit: "uploads" }, ({ req, owner, params }) => ownerImage(req, owner, params.id)),
});
