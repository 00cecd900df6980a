import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { ownerPrograms as op, reviewReplies, reviews as r } from "@/db/schema";
import { inScope, type OwnerSession } from "@/lib/session/owner";
import { invalidateReads } from "@/lib/cache/read-cache";
import { isUuid } from "@/lib/ids";
import { owns } from "@/features/owners/server";
import { listPublishedReviews, type PublishedReview } from "./data";

// The provider's one public reply to a published review, and the admin's view and removal of replies.

/**
 * The program's published reviews with their replies, newest first (what the public sees; pending and
 * rejected reviews stay with the moderators); null when the program is not theirs.
 */
export async function listOwnerReviews(session: OwnerSession, programId: string): Promise<PublishedReview[] | null> {
  if (!(await owns(session, programId))) return null;
  return (await listPublishedReviews(programId)) ?? [];
}

export type ReplyResult = { status: "created"; reply: { id: string; body: string; createdAt: Date } } | { status: "not-found" } | { status: "exists" };

/** The provider's one public reply to a published review of one of their programs. */
export async function createReply(session: OwnerSession, reviewId: string, body: string): Promise<ReplyResult> {
  if (!isUuid(reviewId)) return { status: "not-found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ReplyResult> => {
    const [review] = await tx
      .select({ programId: r.programId })
      .from(r)
      .innerJoin(op, eq(op.programId, r.programId))
      .where(and(eq(r.id, reviewId), eq(r.isPublished, true), eq(op.ownerId, session.ownerId)));
    if (!review || !inScope(session, review.programId)) return { status: "not-found" };
    const [row] = await tx
      .insert(reviewReplies)
      .values({ reviewId, ownerId: session.ownerId, body })
      .onConflictDoNothing({ target: reviewReplies.reviewId })
      .returning({ id: reviewReplies.id, body: reviewReplies.body, createdAt: reviewReplies.createdAt });
    return row ? { status: "created", reply: row } : { status: "exists" };
  });
  if (result.status === "created") invalidateReads();
  return result;
}

/** Admin: removes the provider's reply to a review; answers its author (null when there was no reply). */
export async function deleteReply(reviewId: string): Promise<{ ownerId: string | null } | null> {
  if (!isUuid(reviewId)) return null;
  const db = await getDb();
  const [row] = await db.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).returning({ ownerId: reviewReplies.ownerId });
  invalidateReads();
  return row ?? null;
}

export type AdminReply = { reviewId: string; reviewTitle: string; reviewer: string; body: string; createdAt: Date };

/** Admin: the provider's replies on a program's reviews, newest first. */
export async function listProgramReplies(programId: string): Promise<AdminReply[]> {
  if (!isUuid(programId)) return [];
  const db = await getDb();
  return db
    .select({ reviewId: r.id, reviewTitle: r.title, reviewer: r.userName, body: reviewReplies.body, createdAt: reviewReplies.createdAt })
    .from(reviewReplies)
    .innerJoin(r, eq(r.id, reviewReplies.reviewId))
    .where(eq(r.programId, programId))
    .orderBy(sql`${reviewReplies.createdAt} desc`);
}
