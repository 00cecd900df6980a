import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p, programDailyEvents as e } from "@/db/schema";
import { isUuid } from "@/lib/ids";
import { INSIGHT_TYPES, type InsightCounts, type InsightDay, type InsightRange, type InsightType, type Insights } from "./types";

/** db.execute's rows (node-postgres, for PGlite too). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Today in UTC, as the database's clock says: one clock for every app server. */
const TODAY = sql`(now() at time zone 'utc')::date`;

/**
 * Counts one event of an active program on today's UTC row, in one statement: the row is created at 1 or its
 * counter raised by 1 under the row lock (INSERT ... ON CONFLICT DO UPDATE), so concurrent events never
 * overwrite each other. False when there is no such active program (nothing written).
 */
export async function countEvent(programId: string, type: InsightType): Promise<boolean> {
  if (!isUuid(programId)) return false;
  const db = await getDb();
  const col = sql.identifier(e[type].name);
  const result = await db.execute(sql`
    insert into ${e} (program_id, day, ${col})
    select ${p.id}, ${TODAY}, 1 from ${p} where ${p.id} = ${programId} and ${p.isActive}
    on conflict (program_id, day) do update set ${col} = ${e}.${col} + 1
    returning 1`);
  return rowsOf(result).length > 0;
}

/** Whether an event for this program would be counted (an active program): the uncounted ones answer alike. */
export async function isActiveProgram(programId: string): Promise<boolean> {
  if (!isUuid(programId)) return false;
  const db = await getDb();
  const [row] = await db.select({ id: p.id }).from(p).where(and(eq(p.id, programId), eq(p.isActive, true))).limit(1);
  return Boolean(row);
}

/** Whether the program exists at all (active or not): the admin's insights. */
export async function programExists(programId: string): Promise<boolean> {
  if (!isUuid(programId)) return false;
  const db = await getDb();
  const [row] = await db.select({ id: p.id }).from(p).where(eq(p.id, programId)).limit(1);
  return Boolean(row);
}

/** The last `days` UTC days up to today, oldest first, every day present (zeros where nothing was counted). */
export async function programInsights(programId: string, days: InsightRange): Promise<Insights> {
  const db = await getDb();
  const result = await db.execute(sql`
    select to_char(${TODAY} - g.i, 'YYYY-MM-DD') as date,
      coalesce(${e.view}, 0)::int as view, coalesce(${e.call}, 0)::int as call,
      coalesce(${e.website}, 0)::int as website, coalesce(${e.directions}, 0)::int as directions
    from generate_series(${days - 1}::int, 0, -1) as g(i)
    left join ${e} on ${e.programId} = ${programId} and ${e.day} = ${TODAY} - g.i
    order by g.i desc`);
  const rows = rowsOf<InsightDay>(result);
  const totals = Object.fromEntries(INSIGHT_TYPES.map((t) => [t, rows.reduce((sum, d) => sum + d[t], 0)])) as InsightCounts;
  return { days: rows, totals };
}
