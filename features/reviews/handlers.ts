import "server-only";
import { DomainError, found, notFound } from "@/lib/errors";
import { json, noContent } from "@/lib/http/route";
import type { OwnerSession } from "@/lib/session/owner";
import { createReply, deleteReply, editReply, listOwnerReviews, withdrawReply } from "./replies";
import { queueNotice } from "@/features/owners/server";
import { createReview, deleteReview, listPublishedReviews, setReviewPublished, setReviewsPublished } from "./data";
import type { ReviewBulk, ReviewCreate, ReviewModeration } from "./schema";

export async function publishedReviews(programId: string) {
  return found(await listPublishedReviews(programId));
}

/** POST /api/programs/{id}/reviews: 201; the review waits for moderation. */
export async function submitReview(programId: string, input: ReviewCreate) {
  const review = found(await createReview(programId, input));
  return json({ ...review, isPublished: false }, 201);
}

/** PATCH /api/admin/reviews/{id}: a review newly published is told to its listing's owner (a notice, when SMTP is set). */
export async function moderateReview(id: string, { isPublished, rejectReason }: ReviewModeration) {
  const { review, newlyPublished } = found(await setReviewPublished(id, isPublished, rejectReason ?? null), "Review");
  if (newlyPublished) await queueNotice({ kind: "review-published", reviewId: review.id });
  return review;
}

/** POST /api/admin/reviews/bulk: one transaction; each review newly published is told to its listing's owner. */
export async function moderateReviews({ ids, action, rejectReason }: ReviewBulk) {
  const out = await setReviewsPublished([...new Set(ids)], action === "approve", rejectReason ?? null);
  for (const reviewId of out.newlyPublished) await queueNotice({ kind: "review-published", reviewId });
  return { action, updated: out.updated, missing: out.missing };
}

export async function eraseReview(id: string) {
  if (!(await deleteReview(id))) throw notFound("Review");
  return noContent();
}

/** DELETE /api/admin/reviews/{id}/reply: the reply's author is told (a notice, when SMTP is set). */
export async function eraseReply(reviewId: string) {
  const removed = await deleteReply(reviewId);
  if (!removed) throw notFound("Reply");
  if (removed.ownerId) await queueNotice({ kind: "reply-removed", ownerId: removed.ownerId, reviewId });
  return noContent();
}

export async function ownerReviews(session: OwnerSession, programId: string) {
  return found(await listOwnerReviews(session, programId));
}

/** POST /api/owner/reviews/{id}/reply: the provider's one public reply. */
export async function replyToReview(session: OwnerSession, reviewId: string, body: string) {
  const result = await createReply(session, reviewId, body);
  if (result.status === "not-found") throw notFound("Review");
  if (result.status === "exists") throw new DomainError("conflict", "This review already has a reply from the provider");
  if (result.status !== "created") throw notFound("Review");
  return json(result.reply, 201);
}

/** PUT /api/owner/reviews/{id}/reply: the provider edits their reply (200; `unchanged` when the text is the same). */
export async function editReplyAnswer(session: OwnerSession, reviewId: string, body: string) {
  const result = await editReply(session, reviewId, body);
  if (result.status === "unchanged") return json({ unchanged: true });
  if (result.status !== "edited") throw notFound("Reply");
  return json(result.reply);
}

/** DELETE /api/owner/reviews/{id}/reply: the provider withdraws their reply (204); it stays in the history. */
export async function withdrawReplyAnswer(session: OwnerSession, reviewId: string) {
  if ((await withdrawReply(session, reviewId)).status !== "withdrawn") throw notFound("Reply");
  return noContent();
}
