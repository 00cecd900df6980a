import "server-only";
import { subMonths } from "date-fns";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms, reviewReplies, reviews as r } from "@/db/schema";
import { REJECT_REASONS, type RejectReason, type ReviewCreate } from "@/features/reviews/schema";
import { cachedRead, invalidateReads } from "@/lib/cache/read-cache";
import { isUuid } from "@/lib/ids";
import { recomputeRating } from "@/features/programs/server";

/** What the public sees of a review: never the reviewer's email. */
export type PublicReview = { id: string; userName: string; rating: number; title: string; comment: string; createdAt: Date };

/** The provider's public reply under a review ("Response from the provider"). */
export type ProviderReply = { body: string; createdAt: Date; /** When the provider last edited it (issue 53, item 8); null if never. */ editedAt: Date | null };
export type PublishedReview = PublicReview & { reply: ProviderReply | null };

export type AdminReview = PublicReview & {
  userEmail: string;
  isPublished: boolean;
  rejectReason: string | null;
  programId: string;
  programName: string;
};

const publicColumns = {
  id: r.id,
  userName: r.userName,
  rating: r.rating,
  title: r.title,
  comment: r.comment,
  createdAt: r.createdAt,
};

/**
 * Published reviews of a program with the provider's replies, newest first; null when the program does not exist.
 * `programActive`: the caller has just read the program as active (the program page), so it is not looked up again.
 */
export async function listPublishedReviews(programId: string, { programActive = false }: { programActive?: boolean } = {}): Promise<PublishedReview[] | null> {
  if (!isUuid(programId)) return null;
  return cachedRead(`reviews:${programId}`, async () => {
    const db = await getDb();
    if (!programActive) {
      const [exists] = await db.select({ id: detoxPrograms.id }).from(detoxPrograms).where(and(eq(detoxPrograms.id, programId), eq(detoxPrograms.isActive, true)));
      if (!exists) return null;
    }
    const rows = await db
      .select({ ...publicColumns, replyBody: reviewReplies.body, replyAt: reviewReplies.createdAt, replyUpdatedAt: reviewReplies.updatedAt })
      .from(r)
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, r.id))
      .where(and(eq(r.programId, programId), eq(r.isPublished, true)))
      .orderBy(desc(r.createdAt), desc(r.id));
    const editedAt = (at: Date, updated: Date | null) => (updated && updated.getTime() - at.getTime() > 1000 ? updated : null);
    return rows.map(({ replyBody, replyAt, replyUpdatedAt, ...review }) => ({ ...review, reply: replyBody !== null && replyAt !== null ? { body: replyBody, createdAt: replyAt, editedAt: editedAt(replyAt, replyUpdatedAt) } : null }));
  });
}

/** Stores a new review, unpublished until an administrator approves it. Null for an unknown program. */
export async function createReview(programId: string, input: ReviewCreate): Promise<PublicReview | null> {
  if (!isUuid(programId)) return null;
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [program] = await tx
      .select({ id: detoxPrograms.id })
      .from(detoxPrograms)
      .where(and(eq(detoxPrograms.id, programId), eq(detoxPrograms.isActive, true)))
      .for("update");
    if (!program) return null;
    const [row] = await tx.insert(r).values({ ...input, programId, isPublished: false }).returning(publicColumns);
    await recomputeRating(tx, programId);
    return row ?? null;
  });
  invalidateReads();
  return created;
}

export type ReviewStatus = "pending" | "published" | "rejected" | "all";

/** Waiting for moderation: not published and not rejected. */
export const isPendingReview = and(eq(r.isPublished, false), isNull(r.rejectReason));

const STATUS_WHERE: Record<ReviewStatus, SQL | undefined> = {
  pending: isPendingReview,
  published: eq(r.isPublished, true),
  rejected: isNotNull(r.rejectReason),
  all: undefined,
};

export type ReviewOrder = "newest" | "oldest";

async function selectAdminReviews(where: SQL | undefined, limit: number, { offset = 0, order = "newest" }: { offset?: number; order?: ReviewOrder } = {}): Promise<AdminReview[]> {
  const db = await getDb();
  const by = order === "oldest" ? [asc(r.createdAt), asc(r.id)] : [desc(r.createdAt), desc(r.id)];
  return db
    .select({ ...publicColumns, userEmail: r.userEmail, isPublished: r.isPublished, rejectReason: r.rejectReason, programId: r.programId, programName: detoxPrograms.name })
    .from(r)
    .innerJoin(detoxPrograms, eq(detoxPrograms.id, r.programId))
    .where(where)
    .orderBy(...by)
    .limit(limit)
    .offset(offset);
}

/**
 * Reviews for the moderation list with their program's id and name, newest first unless `order` says oldest, a
 * page at a time (`page` from 1, `limit` a page): the queue pages through everything pending (issue 53).
 */
export function listReviewsForModeration(status: ReviewStatus, limit = 200, { page = 1, order = "newest" }: { page?: number; order?: ReviewOrder } = {}): Promise<AdminReview[]> {
  return selectAdminReviews(STATUS_WHERE[status], limit, { offset: (page - 1) * limit, order });
}

/**
 * Approves or rejects (with one reason) many reviews in one transaction; each program's rating is recomputed once.
 * Answers the reviews that changed and the ids that were newly published (their owners are told by the caller).
 * Reviews that do not exist are left out of the answer (`missing`).
 */
export async function setReviewsPublished(ids: string[], isPublished: boolean, rejectReason: RejectReason | null = null): Promise<{ updated: number; newlyPublished: string[]; missing: string[] }> {
  const db = await getDb();
  const out = await db.transaction(async (tx) => {
    const before = await tx.select({ id: r.id, isPublished: r.isPublished }).from(r).where(inArray(r.id, ids)).orderBy(asc(r.id)).for("update");
    const rows = await tx
      .update(r)
      .set({ isPublished, rejectReason: isPublished ? null : rejectReason, updatedAt: new Date() })
      .where(inArray(r.id, ids))
      .returning({ id: r.id, programId: r.programId });
    for (const programId of new Set(rows.map((row) => row.programId))) await recomputeRating(tx, programId);
    const found = new Set(before.map((b) => b.id));
    return {
      updated: rows.length,
      newlyPublished: isPublished ? before.filter((b) => !b.isPublished).map((b) => b.id) : [],
      missing: ids.filter((id) => !found.has(id)),
    };
  });
  invalidateReads();
  return out;
}

/**
 * Approves a review (rejectReason null) or rejects it with a reason: a rejected review is kept, unpublished,
 * with its reason, and counts on /about/reviews. Null when it does not exist; `newlyPublished` when this
 * call published a review that was not (its listing's owner is told: features/owners/notify.ts).
 */
export async function setReviewPublished(id: string, isPublished: boolean, rejectReason: RejectReason | null = null): Promise<{ review: AdminReview; newlyPublished: boolean } | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  let newlyPublished = false;
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select({ isPublished: r.isPublished }).from(r).where(eq(r.id, id)).for("update");
    newlyPublished = isPublished && before?.isPublished === false;
    const [row] = await tx
      .update(r)
      .set({ isPublished, rejectReason: isPublished ? null : rejectReason, updatedAt: new Date() })
      .where(eq(r.id, id))
      .returning({ id: r.id, programId: r.programId });
    if (!row) return null;
    await recomputeRating(tx, row.programId);
    return row;
  });
  invalidateReads();
  if (!updated) return null;
  const [full] = await selectAdminReviews(eq(r.id, id), 1);
  return full ? { review: full, newlyPublished } : null;
}

/**
 * Erases a review for good; false when it does not exist. Not moderation (that is a rejection with a reason,
 * which keeps the review): for erasure requests and test clean-up. An erased review leaves /about/reviews.
 */
export async function deleteReview(id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(r).where(eq(r.id, id)).returning({ programId: r.programId });
    if (!row) return false;
    await recomputeRating(tx, row.programId);
    return true;
  });
  invalidateReads();
  return deleted;
}

/** The figures of /about/reviews: reviews received in a 12-month window and what moderation did with them. */
export type ReviewStats = {
  since: Date;
  until: Date;
  received: number;
  published: number;
  pending: number;
  rejected: number;
  /** Every reason of the fixed list, in its order, with zero for a reason not used. */
  rejectedByReason: { reason: RejectReason; count: number }[];
  /** Mean star rating, unrounded; null when there is no such review. */
  averagePublished: number | null;
  averageRejected: number | null;
};

const toAverage = (value: string | null) => (value == null ? null : Number(value));

/**
 * Reviews received in the 12 months up to `now` (by the date they were sent), and where they stand today:
 * published, pending, or rejected with a reason. Erased reviews (DELETE) are gone and not counted.
 */
export function getReviewStats(now = new Date()): Promise<ReviewStats> {
  return cachedRead(`review-stats:${now.toISOString().slice(0, 13)}`, async () => {
    const since = subMonths(now, 12);
    const inWindow = and(gt(r.createdAt, since), lte(r.createdAt, now));
    const db = await getDb();
    const [totals] = await db
      .select({
        received: sql<number>`count(*)`.mapWith(Number),
        published: sql<number>`count(*) filter (where ${r.isPublished})`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${isPendingReview})`.mapWith(Number),
        rejected: sql<number>`count(*) filter (where not ${r.isPublished} and ${r.rejectReason} is not null)`.mapWith(Number),
        averagePublished: sql<string | null>`avg(${r.rating}) filter (where ${r.isPublished})`,
        averageRejected: sql<string | null>`avg(${r.rating}) filter (where not ${r.isPublished} and ${r.rejectReason} is not null)`,
      })
      .from(r)
      .where(inWindow);
    const reasons = await db
      .select({ reason: r.rejectReason, count: sql<number>`count(*)`.mapWith(Number) })
      .from(r)
      .where(and(inWindow, eq(r.isPublished, false), isNotNull(r.rejectReason)))
      .groupBy(r.rejectReason);
    const counts = new Map(reasons.map((row) => [row.reason, row.count]));
    return {
      since,
      until: now,
      received: totals?.received ?? 0,
      published: totals?.published ?? 0,
      pending: totals?.pending ?? 0,
      rejected: totals?.rejected ?? 0,
      rejectedByReason: REJECT_REASONS.map((reason) => ({ reason, count: counts.get(reason) ?? 0 })),
      averagePublished: toAverage(totals?.averagePublished ?? null),
      averageRejected: toAverage(totals?.averageRejected ?? null),
    };
  });
}
