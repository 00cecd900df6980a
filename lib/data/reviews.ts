import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db";
import { detoxPrograms, reviews as r } from "@/db/schema";
import type { ReviewCreate } from "@/lib/validation/review";
import { cachedRead, invalidateReads } from "./cache";
import { isUuid } from "./programs";

/** What the public sees of a review: never the reviewer's email. */
export type PublicReview = { id: string; userName: string; rating: number; title: string; comment: string; createdAt: Date };

export type AdminReview = PublicReview & {
  userEmail: string;
  isPublished: boolean;
  programId: string;
  programName: string;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Sets a program's rating (one decimal) and reviewCount from its published reviews. */
async function recomputeRating(tx: Tx, programId: string): Promise<void> {
  await tx
    .update(detoxPrograms)
    .set({
      rating: sql`coalesce((select round(avg(${r.rating})::numeric, 1) from ${r} where ${r.programId} = ${programId} and ${r.isPublished}), 0)`,
      reviewCount: sql`(select count(*)::int from ${r} where ${r.programId} = ${programId} and ${r.isPublished})`,
      updatedAt: new Date(),
    })
    .where(eq(detoxPrograms.id, programId));
}

const publicColumns = {
  id: r.id,
  userName: r.userName,
  rating: r.rating,
  title: r.title,
  comment: r.comment,
  createdAt: r.createdAt,
};

/** Published reviews of a program, newest first; null when the program does not exist. */
export async function listPublishedReviews(programId: string): Promise<PublicReview[] | null> {
  if (!isUuid(programId)) return null;
  return cachedRead(`reviews:${programId}`, async () => {
    const db = await getDb();
    const [exists] = await db.select({ id: detoxPrograms.id }).from(detoxPrograms).where(and(eq(detoxPrograms.id, programId), eq(detoxPrograms.isActive, true)));
    if (!exists) return null;
    return db
      .select(publicColumns)
      .from(r)
      .where(and(eq(r.programId, programId), eq(r.isPublished, true)))
      .orderBy(desc(r.createdAt), desc(r.id));
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

export type ReviewStatus = "pending" | "published" | "all";

async function selectAdminReviews(where: SQL | undefined, limit: number): Promise<AdminReview[]> {
  const db = await getDb();
  return db
    .select({ ...publicColumns, userEmail: r.userEmail, isPublished: r.isPublished, programId: r.programId, programName: detoxPrograms.name })
    .from(r)
    .innerJoin(detoxPrograms, eq(detoxPrograms.id, r.programId))
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
}

/** Reviews for the moderation list, newest first, with their program's id and name. */
export function listReviewsForModeration(status: ReviewStatus, limit = 200): Promise<AdminReview[]> {
  return selectAdminReviews(status === "all" ? undefined : eq(r.isPublished, status === "published"), limit);
}

/** Approves or unpublishes a review; null when it does not exist. */
export async function setReviewPublished(id: string, isPublished: boolean): Promise<AdminReview | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(r).set({ isPublished, updatedAt: new Date() }).where(eq(r.id, id)).returning({ id: r.id, programId: r.programId });
    if (!row) return null;
    await recomputeRating(tx, row.programId);
    return row;
  });
  invalidateReads();
  if (!updated) return null;
  const [full] = await selectAdminReviews(eq(r.id, id), 1);
  return full ?? null;
}

/** Rejects (deletes) a review; false when it does not exist. */
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
