// GET /api/admin/reviews?status=pending|published|rejected|all - admin: reviews to moderate, newest first
import { handlers, route } from "@/lib/http/route";
import { listReviewsForModeration } from "@/features/reviews/server";
import { reviewListQuerySchema } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", query: reviewListQuerySchema }, ({ query }) => listReviewsForModeration(query.status)),
});
