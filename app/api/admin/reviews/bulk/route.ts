// POST /api/admin/reviews/bulk - admin: { ids, action: "approve" } or { ids, action: "reject", rejectReason }, up
// to 200 reviews in one transaction (each program's rating recomputed; owners told of newly published reviews)
import { handlers, route } from "@/lib/http/route";
import { moderateReviews, reviewBulkSchema } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: reviewBulkSchema }, ({ body }) => moderateReviews(body)),
});
