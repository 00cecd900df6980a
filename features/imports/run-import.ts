import "server-only";
import type { ImportedProgram } from "./types";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, getDriver } from "@/db";
import { jobRuns, type JobRunRow } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { invalidateReads } from "@/lib/cache/read-cache";
import { countAllPrograms, deleteAllPrograms, insertPrograms, setActor, updateListing } from "@/features/programs/server";
import { importSourceField } from "./schema";
import { DuplicateIndex, duplicateKeys } from "./duplicates";
import { insertRowOutcomes, type RowOutcome } from "./row-outcomes";
import { loadDuplicateIndex, prepareRecords, type RowError } from "./prepare";
import type { ImportRecord } from "./types";

/**
 * The import job: one function, validated input, progress recorded in `job_runs` (kind "import", the one job
 * record of every long job; `ImportRun` is such a row as the import screen reads it). Everything it
 * writes happens in ONE transaction (Replace All's delete included): a failure or a killed process
 * leaves the directory exactly as it was. A second import while one runs is refused with 409.
 */
export const importJobSchema = z.object({
  source: importSourceField,
  records: z.array(z.custom<ImportRecord>((v) => typeof v === "object" && v !== null && "fields" in v)).max(1_000_000),
  skipDuplicates: z.boolean(),
  replaceAll: z.boolean(),
  /** The uploaded file's name (CSV and Excel) and who started the run (decisions.md "Running the directory"). */
  fileName: z.string().max(300).nullish(),
  startedBy: z.string().max(60).nullish(),
});
export type ImportJobInput = z.input<typeof importJobSchema>;


export type ImportJobResult = {
  success: true;
  runId: string;
  totalProcessed: number;
  totalMapped: number;
  totalImported: number;
  totalCreated: number;
  totalUpdated: number;
  duplicates: number;
  errors: number;
  errorDetails: RowError[];
  importedPrograms: ImportedProgram[];
  results: { total: number; successful: number; failed: number; skipped: number; errors: RowError[] };
};

export type ImportHooks = {
  /** Called after each batch inside the transaction (tests use it to fail or kill mid-import). */
  afterBatch?: (done: number, total: number) => void | Promise<void>;
  /**
   * The queue job running this import (features/imports/import-queue.ts). Its success is written in the import's own
   * transaction, so a retry of the same job (its first server died after the commit) answers that
   * result instead of importing again, and a retry after a crash before the commit starts afresh.
   */
  jobId?: string;
};

const BATCH = 500;
const LIST_CAP = 1_000; // answers list at most this many imported programs and row errors
export const IMPORT_LOCK = 4_242_008; // transaction-level advisory lock: one import at a time across servers

export const ANOTHER_IMPORT = "Another import is running. Try again when it has finished.";

/** An import's job_runs row in the import screen's terms (GET /api/import/status answers these fields). */
export type ImportRun = {
  id: string;
  source: string;
  status: "running" | "succeeded" | "failed" | "abandoned";
  replaceAll: boolean;
  fileName: string | null;
  startedBy: string | null;
  total: number;
  processed: number;
  imported: number;
  updated: number;
  skipped: number;
  failed: number;
  error: string | null;
  jobId: string | null;
  result: Record<string, unknown> | null;
  startedAt: Date;
  finishedAt: Date | null;
  updatedAt: Date;
};

/** The error of a run its server left running (it was stopped mid-import; the transaction rolled back). */
export const ABANDONED = "The import stopped without finishing (its server stopped); nothing was changed.";
export const IMPORT_KIND = "import";

export function importRun(row: JobRunRow): ImportRun {
  const input = row.input as { source?: string; replaceAll?: boolean; fileName?: string | null; startedBy?: string | null };
  const counts = row.counts ?? {};
  const status = row.status === "done" ? "succeeded" : row.status === "failed" ? (row.error === ABANDONED ? "abandoned" : "failed") : "running";
  return {
    id: row.id,
    source: String(input.source ?? ""),
    status,
    replaceAll: input.replaceAll === true,
    fileName: input.fileName ?? null,
    startedBy: input.startedBy ?? null,
    total: row.total,
    processed: row.done,
    imported: counts.imported ?? 0,
    updated: counts.updated ?? 0,
    skipped: counts.skipped ?? 0,
    failed: counts.failed ?? 0,
    error: row.error,
    jobId: row.queueJobId,
    result: row.result ?? null,
    startedAt: row.createdAt,
    finishedAt: row.finishedAt,
    updatedAt: row.updatedAt,
  };
}

/** An import run's counts as stored (job_runs.counts). */
const countsOf = (run: Pick<ImportRun, "imported" | "updated" | "skipped" | "failed">) => ({ imported: run.imported, updated: run.updated, skipped: run.skipped, failed: run.failed });

// In-process state: the lock flag (PGlite serialises transactions instead of refusing them) and the
// live progress of the running job, readable while its transaction is still open.
const state = globalThis as unknown as { __detoxImport?: { running: boolean; live?: ImportRun } };
const local = (state.__detoxImport ??= { running: false });
/** An import is running in this process (an undo waits for it: 409). */
export const importRunning = () => local.running;

async function recordProgress(run: ImportRun, persist: boolean): Promise<void> {
  run.updatedAt = new Date();
  local.live = { ...run };
  // PostgreSQL: written through another pooled connection, outside the import's transaction.
  // PGlite has one connection, held by the transaction, so there progress lives in memory.
  if (persist) {
    const db = await getDb();
    await db
      .update(jobRuns)
      .set({ done: run.processed, counts: countsOf(run), updatedAt: run.updatedAt })
      .where(eq(jobRuns.id, run.id))
      .catch(() => {});
  }
}

export async function runImportJob(raw: ImportJobInput, hooks: ImportHooks = {}): Promise<ImportJobResult> {
  const input = importJobSchema.parse(raw);
  if (local.running) throw new DomainError("conflict", ANOTHER_IMPORT);
  local.running = true;
  try {
    return await execute(input, hooks);
  } finally {
    local.running = false;
  }
}

async function execute(input: z.output<typeof importJobSchema>, hooks: ImportHooks): Promise<ImportJobResult> {
  const { rows, errors } = prepareRecords(input.records, input.source);
  if (input.replaceAll && rows.length === 0) {
    throw new DomainError("unprocessable", "Replace All needs at least one valid row: nothing was deleted or imported.");
  }
  const db = await getDb();
  const persist = (await getDriver()) === "postgres";
  if (hooks.jobId) {
    const [done] = await db
      .select({ result: jobRuns.result })
      .from(jobRuns)
      .where(and(eq(jobRuns.kind, IMPORT_KIND), eq(jobRuns.queueJobId, hooks.jobId), eq(jobRuns.status, "done")))
      .limit(1);
    if (done?.result) return done.result as ImportJobResult;
  }
  const [run] = await db
    .insert(jobRuns)
    .values({
      kind: IMPORT_KIND,
      status: "running",
      input: { source: input.source, replaceAll: input.replaceAll, fileName: input.fileName ?? null, startedBy: input.startedBy ?? null },
      total: input.records.length,
      counts: { imported: 0, updated: 0, skipped: 0, failed: errors.length },
      queueJobId: hooks.jobId ?? null,
    })
    .returning();
  const live = importRun(run!);
  local.live = { ...live };

  const imported: ImportedProgram[] = [];
  let created = 0;
  let updated = 0;
  let skipped = 0;
  let result: ImportJobResult | undefined;
  try {
    await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as ok`);
      const ok = (lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok;
      if (!ok) throw new DomainError("conflict", ANOTHER_IMPORT);
      // The change history records updated programs as this import's (decisions.md "Owners keep their listing true").
      await setActor(tx, { actor: "import", via: `Import (${input.source})` });
      // Replace All (spec section 5): every program goes, on purpose, inside the import's transaction.
      if (input.replaceAll) await deleteAllPrograms(tx);
      const index = input.replaceAll ? undefined : await loadDuplicateIndex(tx);
      const seen = new DuplicateIndex();
      // Each row's outcome is kept with the run (import_run_rows), in this transaction: the failed ones first.
      for (let start = 0; start < errors.length; start += BATCH) {
        await insertRowOutcomes(tx, live.id, errors.slice(start, start + BATCH).map((e) => ({ row: e.row, outcome: "failed", programId: null, name: e.providerName, detail: e.error })));
      }

      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        const inserts: typeof batch = [];
        const outcomes: RowOutcome[] = [];
        for (const r of batch) {
          const keys = duplicateKeys(r.values);
          const earlier = seen.findKeys(keys);
          if (earlier) {
            skipped++; // the same provider twice in one import: the first one counts
            outcomes.push({ row: r.row, outcome: "duplicate", programId: null, name: r.values.name, detail: `Same provider as row ${earlier}` });
            continue;
          }
          seen.addKeys(String(r.row), keys);
          const existing = index?.findKeys(keys);
          if (!existing) inserts.push(r);
          else if (input.skipDuplicates) {
            skipped++;
            outcomes.push({ row: r.row, outcome: "duplicate", programId: existing, name: r.values.name, detail: null });
          } else {
            // Update the existing program's listing fields; its id, reviews, rating and origin stay.
            const listing: Partial<typeof r.values> = { ...r.values };
            delete listing.source;
            delete listing.sourceId;
            delete listing.isActive;
            delete listing.isVerified;
            // A file without NPIs does not erase one the program has.
            if (listing.npiNumber == null) delete listing.npiNumber;
            // Only an NPI record brings taxonomies; another source keeps the ones the program has.
            if (!listing.npiTaxonomies?.length) delete listing.npiTaxonomies;
            const row = await updateListing(tx, existing, listing);
            if (row) {
              updated++;
              if (imported.length < LIST_CAP) imported.push(row);
              outcomes.push({ row: r.row, outcome: "updated", programId: row.id, name: r.values.name, detail: null });
            }
          }
        }
        if (inserts.length > 0) {
          const out = await insertPrograms(tx, inserts.map((r) => r.values));
          created += out.length;
          for (const row of out) if (imported.length < LIST_CAP) imported.push(row);
          // insert ... select ... returning keeps the order of the rows it was given.
          out.forEach((row, i) => outcomes.push({ row: inserts[i]!.row, outcome: "created", programId: row.id, name: row.name, detail: null }));
        }
        await insertRowOutcomes(tx, live.id, outcomes);
        Object.assign(live, { processed: Math.min(start + batch.length, rows.length) + errors.length, imported: created, updated, skipped });
        await recordProgress(live, persist);
        await hooks.afterBatch?.(start + batch.length, rows.length);
      }
      // The run's success commits with the rows it imported: never one without the other.
      result = answer();
      await tx
        .update(jobRuns)
        .set({ status: "done", done: input.records.length, counts: { imported: created, updated, skipped, failed: errors.length }, result, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(jobRuns.id, live.id));
    });
  } catch (error) {
    const message = error instanceof DomainError ? error.message : "The import failed and was rolled back; nothing was changed.";
    await db
      .update(jobRuns)
      .set({ status: "failed", error: message.slice(0, 500), done: 0, counts: { imported: 0, updated: 0, skipped: 0, failed: errors.length }, finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(jobRuns.id, live.id))
      .catch(() => {});
    local.live = undefined;
    throw error;
  }
  invalidateReads();
  // Runs left "running" by a killed process can no longer hold the lock: mark them abandoned.
  await db
    .update(jobRuns)
    .set({ status: "failed", error: ABANDONED, finishedAt: new Date() })
    .where(and(eq(jobRuns.kind, IMPORT_KIND), eq(jobRuns.status, "running"), ne(jobRuns.id, live.id)));
  local.live = undefined;
  return result!;

  function answer(): ImportJobResult {
    const errorDetails = errors.slice(0, LIST_CAP);
    return {
      success: true,
      runId: live.id,
      totalProcessed: input.records.length,
      totalMapped: rows.length,
      totalImported: created + updated,
      totalCreated: created,
      totalUpdated: updated,
      duplicates: skipped,
      errors: errors.length,
      errorDetails,
      importedPrograms: imported,
      results: { total: input.records.length, successful: created + updated, failed: errors.length, skipped, errors: errorDetails },
    };
  }
}

/** The running import's progress (from memory on this server, else from the table), or the last run. */
export async function importStatus(): Promise<{ running: ImportRun | null; last: ImportRun | null; programCount: number }> {
  if (local.running && local.live) {
    return { running: local.live, last: null, programCount: await countPrograms() };
  }
  const db = await getDb();
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.kind, IMPORT_KIND)).orderBy(desc(jobRuns.createdAt)).limit(1);
  const latest = row ? importRun(row) : undefined;
  const fresh = latest?.status === "running" && Date.now() - latest.updatedAt.getTime() < 60_000 ? latest : null;
  return { running: fresh, last: fresh ? null : (latest ?? null), programCount: await countPrograms() };
}

async function countPrograms(): Promise<number> {
  if (local.running && (await getDriver()) === "pglite") return -1; // the connection is busy importing
  return countAllPrograms();
}
