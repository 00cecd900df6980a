// POST /api/owner/reviews/{id}/reply - the provider's one public reply to a review of its listing
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { replyToReview } from "@/features/reviews/server";
import { replySchema } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "owner", params: idParams("Review"), body: replySchema }, ({ owner, params, body }) => replyToReview(owner, params.id, body.body)),
});
