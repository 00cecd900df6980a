import "server-only";
import { and, eq, getTableColumns, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db";
import { detoxPrograms as p, type NewProgramRow } from "@/db/schema";

/** What a bulk write answers of each program it wrote. */
export type WrittenProgram = { id: string; name: string; city: string; state: string };

// The import's writes to detox_programs, inside its transaction (features/imports/run-import.ts).

/** Replace All (spec section 5): every program goes, on purpose, inside the import's transaction. */
export async function deleteAllPrograms(tx: Tx): Promise<void> {
  // eslint-disable-next-line drizzle/enforce-delete-with-where
  await tx.delete(p);
}

/** Updates an existing program's listing fields from an import; its id, reviews and rating stay. */
export async function updateListing(tx: Tx, id: string, listing: Partial<NewProgramRow>): Promise<WrittenProgram | null> {
  const [row] = await tx.update(p).set({ ...listing, updatedAt: new Date() }).where(eq(p.id, id)).returning({ id: p.id, name: p.name, city: p.city, state: p.state });
  return row ?? null;
}

/**
 * Inserts a batch of imported programs with ONE parameter: the rows as JSON, unpacked by Postgres
 * (`json_populate_recordset` over the table's row type, so each value is converted to its column's type
 * exactly as an insert would). Drizzle's insert builder made a parameter and several SQL chunks per value:
 * about 30 KB of short-lived objects per row, the largest share of an import's memory churn; this makes
 * about 2.5 KB. Columns left out (id, rating, timestamps) take their defaults, as with the builder.
 */

const COLUMNS: Record<string, { name: string }> = getTableColumns(p);

// Lone UTF-16 surrogates (possible in JSON from outside sources) would make Postgres refuse the JSON;
// node-postgres turns them into U+FFFD when it encodes a plain parameter, and so does this.
const wellFormed = (_key: string, value: unknown) => (typeof value === "string" ? value.toWellFormed() : value);

export async function insertPrograms(tx: { execute: (query: SQL) => Promise<unknown> }, rows: NewProgramRow[]): Promise<WrittenProgram[]> {
  // The builder gives a missing or undefined value the column's default; JSON would make it null. Prepared
  // rows always carry the same columns, so anything else is a programming error, refused here.
  const keys = Object.keys(rows[0] ?? {}).filter((k) => k in COLUMNS) as (keyof NewProgramRow)[];
  const names = keys.map((k) => COLUMNS[k]!.name);
  const json = JSON.stringify(
    rows.map((r) => {
      const row: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        if (r[k] === undefined) throw new Error(`insertPrograms: no value for ${k}`);
        row[names[i]!] = r[k];
      });
      return row;
    }),
    wellFormed,
  );
  const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
  const result = await tx.execute(
    sql`insert into ${p} (${list}) select ${list} from json_populate_recordset(null::${p}, ${json}::json) returning id, name, city, state`,
  );
  return (result as { rows: WrittenProgram[] }).rows;
}

// Bulk work of Manage Programs and an import's undo (features/admin, features/imports), inside the caller's
// transaction, which names the actor (setActor) so that a deactivation is recorded in each program's history.

/** Deletes these programs (their reviews, claims and history go with them); answers how many were deleted. */
export async function deleteProgramsById(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx.delete(p).where(inArray(p.id, ids)).returning({ id: p.id });
  return rows.length;
}

/** Sets isActive on these programs (those already so are left alone); answers how many changed. */
export async function setProgramsActive(tx: Tx, ids: string[], isActive: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(p)
    .set({ isActive, updatedAt: new Date() })
    .where(and(inArray(p.id, ids), ne(p.isActive, isActive)))
    .returning({ id: p.id });
  return rows.length;
}
