import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p } from "@/db/schema";
import { cachedRead } from "@/lib/cache/read-cache";
import { listPrograms } from "@/features/search/server";

/** A state page's programs: Top rated, 20 a page, with the page's specialty filter (the list's own filter). */
export const STATE_PAGE_SIZE = 20;
export function stateProgramsPage(state: string, { page, specialty }: { page: number; specialty: string[] }) {
  return listPrograms({ state, specialty, page, pageSize: STATE_PAGE_SIZE, sortBy: "rating" });
}

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
