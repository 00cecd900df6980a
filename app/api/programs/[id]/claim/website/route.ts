// POST /api/programs/{id}/claim/website - a new website token for claiming this listing (rate limited)
// GET /api/programs/{id}/claim/website - the token this browser is using, while it is valid
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { currentWebsiteToken, newWebsiteToken } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", params: idParams("Program"), cache: "private, no-store" }, ({ req, params }) => currentWebsiteToken(req, params.id)),
  POST: route({ access: "public", params: idParams("Program"), sameOrigin: true, rateLimit: "claims" }, ({ params }) => newWebsiteToken(params.id)),
});
