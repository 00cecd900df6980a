import "server-only";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p } from "@/db/schema";

/**
 * Program pages in the sitemap: active ones, except owner submissions not verified yet (decisions.md,
 * "Public writes"). `source` may be null (older rows), which `<>` alone would drop.
 */
export const listed = and(eq(p.isActive, true), or(eq(p.isVerified, true), ne(p.source, "owner"), sql`${p.source} is null`));

export type ProgramUrlRow = { id: string; updatedAt: Date };

export async function countActivePrograms(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(p).where(listed);
  return row?.n ?? 0;
}

/** One slice of the active programs, in a stable order (by id), for a sitemap file. */
export async function activeProgramSlice(offset: number, limit: number): Promise<ProgramUrlRow[]> {
  const db = await getDb();
  return db
    .select({ id: p.id, updatedAt: p.updatedAt })
    .from(p)
    .where(listed)
    .orderBy(asc(p.id))
    .limit(limit)
    .offset(offset);
}
