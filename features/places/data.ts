import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p } from "@/db/schema";
import { cachedRead } from "@/lib/cache/read-cache";

export type CityCount = { city: string; count: number };

/** Active programs per two-letter state code (states with none are absent). */
export function programCountsByState(): Promise<Map<string, number>> {
  return cachedRead("states:counts", async () => {
    const db = await getDb();
    const rows = await db
      .select({ state: p.state, n: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .where(eq(p.isActive, true))
      .groupBy(p.state);
    return new Map(rows.map((r) => [r.state, r.n]));
  });
}

/** The cities of a state that have active programs, with their counts, by name. */
export function citiesInState(code: string): Promise<CityCount[]> {
  return cachedRead(`states:cities:${code}`, async () => {
    const db = await getDb();
    return db
      .select({ city: p.city, count: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .where(and(eq(p.isActive, true), eq(p.state, code)))
      .groupBy(p.city)
      .orderBy(asc(p.city));
  });
}
