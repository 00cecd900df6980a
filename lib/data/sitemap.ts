import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p } from "@/db/schema";

export type ProgramUrlRow = { id: string; updatedAt: Date };

export async function countActivePrograms(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(p).where(eq(p.isActive, true));
  return row?.n ?? 0;
}

/** One slice of the active programs, in a stable order (by id), for a sitemap file. */
export async function activeProgramSlice(offset: number, limit: number): Promise<ProgramUrlRow[]> {
  const db = await getDb();
  return db
    .select({ id: p.id, updatedAt: p.updatedAt })
    .from(p)
    .where(eq(p.isActive, true))
    .orderBy(asc(p.id))
    .limit(limit)
    .offset(offset);
}
