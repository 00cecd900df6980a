import "server-only";
import { and, asc, desc, eq, isNull, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p, ownerPrograms, programReports, reviews as r } from "@/db/schema";
import { isPendingReview } from "@/features/reviews/server";
import { toStateCode } from "@/lib/us-states";
import { escapeLike, type ProgramPage } from "@/features/search";
import type { Program } from "@/features/programs";
import { createdByRun } from "@/features/imports/server";

export const ADMIN_PAGE_SIZE = 25;

/** An owner's own listing that no one has verified yet. */
const needsReview = sql<boolean>`(coalesce(${p.source}, '') = 'owner' and not ${p.isVerified})`;

/**
 * Manage Programs: every program, active or not, whose name, city or state contains `q`
 * (case-insensitive, matched literally), one page at a time: owner submissions not verified yet first,
 * newest first, so an admin reviews them (decisions.md "Trust"); then everything else by name.
 */
export type AdminProgram = Program & { claimed: boolean };

/** Manage Programs' filters: the search text, claimed or not, the source, the import run that created it. */
export type AdminProgramFilter = {
  q?: string;
  /** "yes": only listings claimed by their owner; "no": only unclaimed ones. */
  claimed?: "yes" | "no";
  /** programs.source ("csv", "npi", "owner"...); "none" for programs without one. */
  source?: string;
  /** An import run's id: the programs it created that are still listed. */
  run?: string;
};

const isClaimed = sql<boolean>`exists (select 1 from ${ownerPrograms} where ${ownerPrograms.programId} = ${p.id})`;

/** The SQL condition of a filter (shared by the list and by bulk actions on "all that match"). */
export function adminProgramsWhere({ q = "", claimed, source, run }: AdminProgramFilter): SQL | undefined {
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
  return and(
    matches,
    claimed === "yes" ? isClaimed : claimed === "no" ? sql`not ${isClaimed}` : undefined,
    source === "none" ? isNull(p.source) : source ? eq(p.source, source) : undefined,
    run ? createdByRun(run) : undefined,
  );
}

export async function searchAdminPrograms({
  page = 1,
  pageSize = ADMIN_PAGE_SIZE,
  ...filter
}: AdminProgramFilter & { page?: number; pageSize?: number }): Promise<Omit<ProgramPage, "items"> & { items: AdminProgram[] }> {
  const db = await getDb();
  const where = adminProgramsWhere(filter);
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


/** The sources programs have now, for the filter (most programs first). */
export async function programSources(): Promise<{ source: string; count: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ source: p.source, count: sql<number>`count(*)`.mapWith(Number) })
    .from(p)
    .where(isNotNull(p.source))
    .groupBy(p.source)
    .orderBy(desc(sql`count(*)`));
  return rows.map((r) => ({ source: r.source!, count: r.count }));
}
