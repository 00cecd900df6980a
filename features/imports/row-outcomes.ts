import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db";
import { importRunRows as rr, type ImportRowOutcome } from "@/db/schema";

/** What an import did with one row (import_run_rows; written in the import's transaction by run-import.ts). */
export type RowOutcome = { row: number; outcome: ImportRowOutcome; programId: string | null; name: string; detail: string | null };

/** One batch of row outcomes with ONE parameter (the rows as JSON), like the import's program inserts. */
export async function insertRowOutcomes(tx: Pick<Tx, "execute">, runId: string, rows: RowOutcome[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ run_id: runId, row: r.row, outcome: r.outcome, program_id: r.programId, name: r.name.slice(0, 200), detail: r.detail?.slice(0, 2000) ?? null })), (_k, v: unknown) =>
    typeof v === "string" ? v.toWellFormed() : v,
  );
  await tx.execute(
    sql`insert into ${rr} (run_id, row, outcome, program_id, name, detail) select run_id, row, outcome, program_id, name, detail from json_populate_recordset(null::${rr}, ${json}::json)`,
  );
}

