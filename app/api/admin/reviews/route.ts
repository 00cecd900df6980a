// GET /api/admin/reviews?status=pending|published|rejected|all&page=&order=newest|oldest - admin: reviews to
// moderate, 50 a page, newest first unless order=oldest
import { handlers, route } from "@/lib/http/route";
import { listReviewsForModeration } from "@/features/reviews/server";
import { reviewListQuerySchema } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", query: reviewListQuerySchema }, ({ query }) => listReviewsForModeration(query.status, 50, query)),
});
