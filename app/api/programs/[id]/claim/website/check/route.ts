// POST /api/programs/{id}/claim/website/check - "Check now": fetches the listing's website, and when the
// token this browser holds is published there, the listing is claimed and the owner signed in.
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { checkWebsiteToken } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", params: idParams("Program"), sameOrigin: true, rateLimit: "claims" }, ({ req, params }) => checkWebsiteToken(req, params.id)),
});
