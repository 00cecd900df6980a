// PATCH /api/admin/reviews/{id} - admin: { isPublished: true } approves; { isPublished: false, rejectReason }
//   rejects (the review is kept, unpublished, with its reason; decisions.md "Trust")
// DELETE /api/admin/reviews/{id} - admin: erases a review for good (erasure requests, clean-up); moderation
//   rejects with PATCH instead, so the rejection counts on /about/reviews
// Both recompute the program's rating and reviewCount in the same transaction.
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { eraseReview, moderateReview } from "@/features/reviews/server";
import { reviewModerationSchema } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  PATCH: route({ access: "admin", params: idParams("Review"), body: reviewModerationSchema }, ({ params, body }) => moderateReview(params.id, body)),
  DELETE: route({ access: "admin", params: idParams("Review") }, ({ params }) => eraseReview(params.id)),
});
