import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db";
import { ownerPrograms as op, reviewReplies, reviewReplyVersions as versions, reviews as r, type ReplyAction } from "@/db/schema";
import { inScope, type OwnerSession } from "@/lib/session/owner";
import { invalidateReads } from "@/lib/cache/read-cache";
import { isUuid } from "@/lib/ids";
import { owns } from "@/features/owners/server";
import { listPublishedReviews, type PublishedReview } from "./data";

// The provider's one public reply to a published review, which they may edit or withdraw (issue 53, item 8), and
// the admin's view and removal of replies. Every version is kept in review_reply_versions; the public sees the latest.

/**
 * The program's published reviews with their replies, newest first (what the public sees; pending and
 * rejected reviews stay with the moderators); null when the program is not theirs.
 */
export async function listOwnerReviews(session: OwnerSession, programId: string): Promise<PublishedReview[] | null> {
  if (!(await owns(session, programId))) return null;
  return (await listPublishedReviews(programId)) ?? [];
}

export type ReplyResult = { status: "created" | "edited"; reply: { id: string; body: string; createdAt: Date; updatedAt: Date } } | { status: "withdrawn" } | { status: "not-found" } | { status: "exists" } | { status: "unchanged" };

/** The review, when it is published and on one of this session's listings (checked inside `tx`). */
async function ownReview(tx: Tx, session: OwnerSession, reviewId: string): Promise<boolean> {
  const [review] = await tx
    .select({ programId: r.programId })
    .from(r)
    .innerJoin(op, eq(op.programId, r.programId))
    .where(and(eq(r.id, reviewId), eq(r.isPublished, true), eq(op.ownerId, session.ownerId)));
  return Boolean(review && inScope(session, review.programId));
}

const keep = (tx: Tx, reviewId: string, ownerId: string | null, action: ReplyAction, body: string) => tx.insert(versions).values({ reviewId, ownerId, action, body });
const replyColumns = { id: reviewReplies.id, body: reviewReplies.body, createdAt: reviewReplies.createdAt, updatedAt: reviewReplies.updatedAt };

/** The provider's one public reply to a published review of one of their programs. */
export async function createReply(session: OwnerSession, reviewId: string, body: string): Promise<ReplyResult> {
  if (!isUuid(reviewId)) return { status: "not-found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ReplyResult> => {
    if (!(await ownReview(tx, session, reviewId))) return { status: "not-found" };
    const [row] = await tx.insert(reviewReplies).values({ reviewId, ownerId: session.ownerId, body }).onConflictDoNothing({ target: reviewReplies.reviewId }).returning(replyColumns);
    if (!row) return { status: "exists" };
    await keep(tx, reviewId, session.ownerId, "published", body);
    return { status: "created", reply: row };
  });
  if (result.status === "created") invalidateReads();
  return result;
}

/** The provider edits their published reply: the new text replaces it for the public, the old stays in the history. */
export async function editReply(session: OwnerSession, reviewId: string, body: string): Promise<ReplyResult> {
  if (!isUuid(reviewId)) return { status: "not-found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ReplyResult> => {
    if (!(await ownReview(tx, session, reviewId))) return { status: "not-found" };
    const [current] = await tx.select({ body: reviewReplies.body }).from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).for("update");
    if (!current) return { status: "not-found" };
    if (current.body === body) return { status: "unchanged" };
    const [row] = await tx.update(reviewReplies).set({ body, ownerId: session.ownerId, updatedAt: new Date() }).where(eq(reviewReplies.reviewId, reviewId)).returning(replyColumns);
    await keep(tx, reviewId, session.ownerId, "edited", body);
    return { status: "edited", reply: row! };
  });
  if (result.status === "edited") invalidateReads();
  return result;
}

/** The provider withdraws their reply: it leaves the public page (its text stays in the history); they may reply again. */
export async function withdrawReply(session: OwnerSession, reviewId: string): Promise<ReplyResult> {
  if (!isUuid(reviewId)) return { status: "not-found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ReplyResult> => {
    if (!(await ownReview(tx, session, reviewId))) return { status: "not-found" };
    const [row] = await tx.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).returning({ body: reviewReplies.body });
    if (!row) return { status: "not-found" };
    await keep(tx, reviewId, session.ownerId, "withdrawn", row.body);
    return { status: "withdrawn" };
  });
  if (result.status === "withdrawn") invalidateReads();
  return result;
}

/** Admin: removes the provider's reply to a review; answers its author (null when there was no reply). */
export async function deleteReply(reviewId: string): Promise<{ ownerId: string | null } | null> {
  if (!isUuid(reviewId)) return null;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).returning({ ownerId: reviewReplies.ownerId, body: reviewReplies.body });
    if (gone) await keep(tx, reviewId, gone.ownerId, "removed", gone.body);
    return gone;
  });
  invalidateReads();
  return row ? { ownerId: row.ownerId } : null;
}

export type ReplyVersion = { action: ReplyAction; body: string; createdAt: Date };
export type AdminReply = { reviewId: string; reviewTitle: string; reviewer: string; body: string; createdAt: Date; versions: ReplyVersion[] };

/** Admin: the provider's replies on a program's reviews, newest first, each with every version (oldest first). */
export async function listProgramReplies(programId: string): Promise<AdminReply[]> {
  if (!isUuid(programId)) return [];
  const db = await getDb();
  const [current, all] = await Promise.all([
    db
      .select({ reviewId: r.id, reviewTitle: r.title, reviewer: r.userName, body: reviewReplies.body, createdAt: reviewReplies.createdAt })
      .from(reviewReplies)
      .innerJoin(r, eq(r.id, reviewReplies.reviewId))
      .where(eq(r.programId, programId))
      .orderBy(sql`${reviewReplies.createdAt} desc`),
    replyVersionsOf(programId),
  ]);
  return current.map((reply) => ({ ...reply, versions: all.get(reply.reviewId) ?? [] }));
}

/** Every version of every reply on a program's reviews, by review, oldest first (the owner's and admin's history). */
export async function replyVersionsOf(programId: string): Promise<Map<string, ReplyVersion[]>> {
  const out = new Map<string, ReplyVersion[]>();
  if (!isUuid(programId)) return out;
  const db = await getDb();
  const rows = await db
    .select({ reviewId: versions.reviewId, action: versions.action, body: versions.body, createdAt: versions.createdAt })
    .from(versions)
    .innerJoin(r, eq(r.id, versions.reviewId))
    .where(eq(r.programId, programId))
    .orderBy(versions.createdAt, versions.id);
  for (const { reviewId, ...v } of rows) out.set(reviewId, [...(out.get(reviewId) ?? []), v]);
  return out;
}
