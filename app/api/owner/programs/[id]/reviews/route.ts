// GET /api/owner/programs/{id}/reviews - the program's published reviews with the provider's replies
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { ownerReviews } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "owner", params: idParams("Program") }, ({ owner, params }) => ownerReviews(owner, params.id)),
});
