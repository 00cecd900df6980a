import "server-only";
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p, ownerPrograms, programReports, reviews as r } from "@/db/schema";
import type { NpiTaxonomy } from "@/db/vocab";
import { invalidateReads } from "@/lib/cache/read-cache";
import { withActor, type Actor } from "@/features/programs/history";
import { openSystemReport } from "@/features/reports/data";
import { isPendingReview } from "@/features/reviews/data";
import { toStateCode } from "@/lib/us-states";
import { isUuid } from "@/lib/ids";
import { escapeLike, type Program, type ProgramPage } from "@/features/programs/data";

export const ADMIN_PAGE_SIZE = 25;

/** Every program, active or not (the import screen's count). */
export async function countAllPrograms(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(p);
  return row?.n ?? 0;
}

/** An owner's own listing that no one has verified yet. */
const needsReview = sql<boolean>`(coalesce(${p.source}, '') = 'owner' and not ${p.isVerified})`;

/**
 * Manage Programs: every program, active or not, whose name, city or state contains `q`
 * (case-insensitive, matched literally), one page at a time: owner submissions not verified yet first,
 * newest first, so an admin reviews them (decisions.md "Trust"); then everything else by name.
 */
export type AdminProgram = Program & { claimed: boolean };

export async function searchAdminPrograms({
  q = "",
  page = 1,
  pageSize = ADMIN_PAGE_SIZE,
  claimed,
}: {
  q?: string;
  page?: number;
  pageSize?: number;
  /** "yes": only listings claimed by their owner; "no": only unclaimed ones. */
  claimed?: "yes" | "no";
}): Promise<Omit<ProgramPage, "items"> & { items: AdminProgram[] }> {
  const db = await getDb();
  const text = q.trim().toLowerCase();
  const like = `%${escapeLike(text)}%`;
  // States are stored as codes: a full state name ("Vermont") finds its code too.
  const stateCode = text ? toStateCode(text) : undefined;
  const matches = text
    ? or(
        sql`lower(${p.name}) like ${like} escape '\\'`,
        sql`lower(${p.city}) like ${like} escape '\\'`,
        sql`lower(${p.state}) like ${like} escape '\\'`,
        stateCode ? eq(p.state, stateCode) : undefined,
      )
    : undefined;
  const isClaimed = sql<boolean>`exists (select 1 from ${ownerPrograms} where ${ownerPrograms.programId} = ${p.id})`;
  const where = and(matches, claimed === "yes" ? isClaimed : claimed === "no" ? sql`not ${isClaimed}` : undefined);
  const rows = await db
    .select({ program: p, claimed: isClaimed, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(p)
    .where(where)
    .orderBy(desc(needsReview), sql`case when ${needsReview} then ${p.createdAt} end desc nulls last`, asc(sql`lower(${p.name})`), asc(p.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(p).where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map((row) => ({ ...row.program, claimed: Boolean(row.claimed) })), total, totalCapped: false }; // admins see exact counts
}

export type AdminStats = {
  totalPrograms: number;
  withWebsite: number;
  withImage: number;
  pendingReviews: number;
  publishedReviews: number;
  /** Problem reports not yet resolved or dismissed. */
  openReports: number;
  /** Mean of the rated programs' ratings, one decimal; null when no program has a published review. */
  averageRating: number | null;
  ratedPrograms: number;
};

const hasText = (column: typeof p.website | typeof p.imageUrl) => sql`(${column} is not null and ${column} <> '')`;

export async function getAdminStats(): Promise<AdminStats> {
  const db = await getDb();
  const [programs] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      withWebsite: sql<number>`count(*) filter (where ${hasText(p.website)})`.mapWith(Number),
      withImage: sql<number>`count(*) filter (where ${hasText(p.imageUrl)})`.mapWith(Number),
      rated: sql<number>`count(*) filter (where ${p.reviewCount} > 0)`.mapWith(Number),
      average: sql<string | null>`round(avg(${p.rating}) filter (where ${p.reviewCount} > 0), 1)`,
    })
    .from(p);
  const [reviews] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${isPendingReview})`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${r.isPublished})`.mapWith(Number),
    })
    .from(r);
  const [reports] = await db
    .select({ open: sql<number>`count(*)`.mapWith(Number) })
    .from(programReports)
    .where(eq(programReports.status, "open"));
  return {
    totalPrograms: programs?.total ?? 0,
    withWebsite: programs?.withWebsite ?? 0,
    withImage: programs?.withImage ?? 0,
    pendingReviews: reviews?.pending ?? 0,
    publishedReviews: reviews?.published ?? 0,
    openReports: reports?.open ?? 0,
    averageRating: programs?.average == null ? null : Number(programs.average),
    ratedPrograms: programs?.rated ?? 0,
  };
}

const noText = (column: typeof p.website | typeof p.imageUrl) => or(isNull(column), eq(column, ""));

/** Active programs without a website, for website discovery. */
export async function programsWithoutWebsite(limit: number) {
  const db = await getDb();
  return db.select().from(p).where(and(eq(p.isActive, true), noText(p.website))).orderBy(asc(p.createdAt), asc(p.id)).limit(limit);
}

/** Active programs with a website (and without an image unless `force`), for image updates. */
export async function programsForImageUpdate(limit: number, force: boolean) {
  const db = await getDb();
  const where = and(eq(p.isActive, true), hasText(p.website), force ? undefined : noText(p.imageUrl));
  return db.select().from(p).where(where).orderBy(asc(p.createdAt), asc(p.id)).limit(limit);
}

/** Sets a discovered website, only if the program still has none (an admin may have set one meanwhile). */
export async function setDiscoveredWebsite(id: string, website: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await withActor({ actor: "job", via: "Website discovery" }, (tx) =>
    tx
    .update(p)
    .set({ website, updatedAt: new Date() })
    .where(and(eq(p.id, id), noText(p.website)))
    .returning({ id: p.id }),
  );
  invalidateReads();
  return rows.length > 0;
}

/** Sets a program's image to one we stored, recorded in the history as made by `actor`. */
export async function setProgramImage(id: string, imageUrl: string, actor: Actor): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await withActor(actor, (tx) => tx.update(p).set({ imageUrl, updatedAt: new Date() }).where(eq(p.id, id)).returning({ id: p.id }));
  invalidateReads();
  return rows.length > 0;
}

/** Active programs with an NPI number, the longest unchecked first, for NPI verification. */
export async function programsWithNpi(limit: number) {
  const db = await getDb();
  return db
    .select()
    .from(p)
    .where(and(eq(p.isActive, true), isNotNull(p.npiNumber)))
    .orderBy(sql`${p.verifiedAt} asc nulls first`, asc(p.id))
    .limit(limit);
}

/**
 * Records an NPI check, if the program still has that NPI: a match verifies it (method npi, now) and stores the
 * record's taxonomies (its specialties); anything else removes its verification and its taxonomies (the number
 * is not this listing's, or no longer active) and opens a report saying what did not match (one open report per finding).
 */
export async function recordNpiCheck(id: string, npiNumber: string, matched: boolean, details: string, taxonomies: NpiTaxonomy[]): Promise<void> {
  await withActor({ actor: "job", via: "NPI verification" }, async (tx) => {
    const same = and(eq(p.id, id), eq(p.npiNumber, npiNumber));
    if (matched) {
      await tx.update(p).set({ isVerified: true, verifiedAt: new Date(), verificationMethod: "npi", npiTaxonomies: taxonomies, updatedAt: new Date() }).where(same);
      return;
    }
    const [row] = await tx.update(p).set({ isVerified: false, verifiedAt: null, verificationMethod: null, npiTaxonomies: [], updatedAt: new Date() }).where(same).returning({ id: p.id });
    if (!row) return;
    const [already] = await tx
      .select({ id: programReports.id })
      .from(programReports)
      .where(and(eq(programReports.programId, id), eq(programReports.status, "open"), eq(programReports.details, details.slice(0, 1000))))
      .limit(1);
    if (!already) await openSystemReport(id, details, tx);
  });
  invalidateReads();
}
