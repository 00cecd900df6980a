// PATCH /api/admin/reviews/{id} - admin: { isPublished: true } approves; { isPublished: false, rejectReason }
//   rejects (the review is kept, unpublished, with its reason; decisions.md "Trust")
// DELETE /api/admin/reviews/{id} - admin: erases a review for good (erasure requests, clean-up); moderation
//   rejects with PATCH instead, so the rejection counts on /about/reviews
// Both recompute the program's rating and reviewCount in the same transaction.
import { NextResponse } from "next/server";
import { notFound, parseWith, route } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { requireAdmin } from "@/lib/session/admin";
import { deleteReview, setReviewPublished } from "@/features/reviews/data";
import { reviewModerationSchema } from "@/features/reviews/schema";
import { methodNotAllowed } from "@/lib/http/methods";

type Params = { id: string };

export const PATCH = route<Params>(async (req, { params }) => {
  await requireAdmin(req);
  const { isPublished, rejectReason } = parseWith(reviewModerationSchema, await readJson(req));
  const review = await setReviewPublished((await params).id, isPublished, rejectReason ?? null);
  if (!review) throw notFound("Review");
  return NextResponse.json(review);
});

export const DELETE = route<Params>(async (req, { params }) => {
  await requireAdmin(req);
  if (!(await deleteReview((await params).id))) throw notFound("Review");
  return new NextResponse(null, { status: 204 });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["PATCH", "DELETE"]);
export const GET = notAllowed;
export const POST = notAllowed;
export const PUT = notAllowed;
