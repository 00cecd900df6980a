import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p, type ProgramRow } from "@/db/schema";
import { readGeneration } from "@/lib/cache/read-cache";
import { approximateBytes } from "@/lib/cache/approximate-bytes";
import { BoundedMap } from "@/lib/cache/bounded-map";

/**
 * Program rows by id, remembered under the index's rule (current until a write clears the read cache):
 * the rows of the first pages of common searches are asked for again and again, by many different searches.
 */
const ROWS_KEPT = 20_000;
// A row counts about 4 KB (approximateBytes: strings at 2 bytes a character, so about twice V8's own size for
// English text), so 20,000 rows count about 80 MB: the bytes bound only stops rows far larger than usual. At
// 32 MB it kept about 8,000 rows, fewer than the 10,000 programs of the bench, and searches fetched evicted rows
// again: text search lost a third of its rate (docs/performance.md, round 14).
const ROWS_KEPT_BYTES = 96 * 2 ** 20;
type KeptRows = { generation: number; rows: BoundedMap<string, ProgramRow> };
const rowStore = globalThis as unknown as { __detoxProgramRows?: KeptRows };

/** What the row store holds (GET /api/metrics). */
export function keptRowStats(): { rows: number; bytes: number } {
  const kept = rowStore.__detoxProgramRows;
  return { rows: kept?.rows.size ?? 0, bytes: kept?.rows.bytes ?? 0 };
}

export async function rowsById(ids: string[]): Promise<Map<string, ProgramRow>> {
  const generation = readGeneration();
  const kept = (rowStore.__detoxProgramRows ??= { generation, rows: new BoundedMap(ROWS_KEPT, ROWS_KEPT_BYTES, (row) => approximateBytes(row)) });
  if (kept.generation !== generation) {
    kept.generation = generation;
    kept.rows.clear();
  }
  const out = new Map<string, ProgramRow>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = kept.rows.get(id);
    if (hit) out.set(id, hit);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const db = await getDb();
  const rows = await db.select().from(p).where(and(inArray(p.id, missing), eq(p.isActive, true)));
  const current = readGeneration() === generation; // no write since: the rows may be kept
  for (const row of rows) {
    out.set(row.id, row);
    if (current) kept.rows.set(row.id, row);
  }
  return out;
}
