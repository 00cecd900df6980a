import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p } from "@/db/schema";
import { cachedRead } from "@/lib/cache/read-cache";
import { countLimit, type ProgramPage } from "./page";

// The page and its total are two queries: a window count would make the database fetch and sort
// every matching row just to keep one page. The total is counted up to countLimit() and cached apart
// from page and sort. `fewMatches`: the page first, and no count when a first page is not full (it is the
// total): for the misspelling fallback, which usually finds a few rows and costs a trigram scan per query.
// `sortsAll`: the order is no index's (best match ranks every match): the sort then carries only ids, and the
// page's rows are read by id after it (at 100,000 programs, a quarter of the time for a common word).
export async function runPage(countKey: string, where: SQL | undefined, order: SQL[], page: number, pageSize: number, distance?: SQL<number>, fewMatches = false, sortsAll = false): Promise<ProgramPage> {
  const db = await getDb();
  const limit = countLimit(page, pageSize);
  const byId = async () => {
    const ids = await db.select({ id: p.id }).from(p).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize);
    if (ids.length === 0) return [];
    // Read now, not from the index's row store: the database answers when that store may not be current.
    const rows = new Map((await db.select().from(p).where(inArray(p.id, ids.map((r) => r.id)))).map((row) => [row.id, row]));
    return ids.flatMap(({ id }) => (rows.has(id) ? [{ program: rows.get(id)! }] : []));
  };
  const pageRows = () =>
    sortsAll && !distance
      ? byId()
      : db
          .select({ program: p, ...(distance ? { distanceMiles: sql<number>`round((${distance})::numeric, 1)`.mapWith(Number) } : {}) })
          .from(p)
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  const count = () =>
    cachedRead(`count:${countKey}:${limit}`, async () => {
      const matches = db.select({ one: sql`1` }).from(p).where(where).limit(limit).as("matches");
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
      return row?.n ?? 0;
    });
  let rows: Awaited<ReturnType<typeof pageRows>>;
  let counted: number;
  if (fewMatches) {
    rows = await pageRows();
    counted = page === 1 && rows.length < pageSize ? rows.length : await count();
  } else {
    [rows, counted] = await Promise.all([pageRows(), count()]);
  }
  const items = rows.map((r) => (distance ? { ...r.program, distanceMiles: (r as { distanceMiles?: number }).distanceMiles ?? null } : r.program));
  return { items, total: Math.min(counted, limit - 1), totalCapped: counted >= limit };
}
