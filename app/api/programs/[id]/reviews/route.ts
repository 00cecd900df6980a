// GET /api/programs/{id}/reviews - published reviews, newest first (never the reviewer's email)
// POST /api/programs/{id}/reviews - submit a review (rate limited); it waits for moderation
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { publishedReviews, submitReview } from "@/features/reviews/server";
import { reviewCreateSchema } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", params: idParams("Program") }, ({ params }) => publishedReviews(params.id)),
  POST: route({ access: "public", params: idParams("Program"), rateLimit: "reviews", body: reviewCreateSchema }, ({ params, body }) => submitReview(params.id, body)),
});
