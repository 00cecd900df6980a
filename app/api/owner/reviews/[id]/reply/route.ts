// POST /api/owner/reviews/{id}/reply - the provider's one public reply to a review of its listing
// PUT - edits it; DELETE - withdraws it (every version stays in the history)
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { editReplyAnswer, replyToReview, withdrawReplyAnswer } from "@/features/reviews/server";
import { replySchema } from "@/features/reviews/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "owner", params: idParams("Review"), body: replySchema }, ({ owner, params, body }) => replyToReview(owner, params.id, body.body)),
  PUT: route({ access: "owner", params: idParams("Review"), body: replySchema }, ({ owner, params, body }) => editReplyAnswer(owner, params.id, body.body)),
  DELETE: route({ access: "owner", params: idParams("Review") }, ({ owner, params }) => withdrawReplyAnswer(owner, params.id)),
});
