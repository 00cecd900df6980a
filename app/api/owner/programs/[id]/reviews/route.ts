// GET /api/owner/programs/{id}/reviews - the program's published reviews with the provider's replies
import { handlers, route } from "@/lib/http/route";
import { ownerReviews } from "@/features/reviews/handlers";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "owner" }, ({ owner, params }) => ownerReviews(owner, params.id!)),
});
