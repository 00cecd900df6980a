import "server-only";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p, importRunRows as rr, jobRuns, ownerPrograms, programChanges, reviews, type ImportRowOutcome } from "@/db/schema";
import { DomainError, notFound } from "@/lib/errors";
import { invalidateReads } from "@/lib/cache/read-cache";
import { deleteProgramsById, setActor } from "@/features/programs/server";
import { ANOTHER_IMPORT, IMPORT_KIND, IMPORT_LOCK, importRun, importRunning, type ImportRun } from "./run-import";

/**
 * Import runs (decisions.md "Running the directory"): every import is a job_runs row of kind "import"; what it did
 * with each row is kept in import_run_rows (written in the import's own transaction, run-import.ts). An undo
 * deletes the programs the run created that nobody changed since, in one transaction, and reports the ones kept.
 */
/** What an undo did (kept with the run, under result.undo). */
export type UndoReport = {
  runId: string;
  undoneAt: string;
  /** Programs deleted: created by the run and unchanged since. */
  deleted: number;
  /** Programs created by the run that are kept, and why. */
  kept: { id: string; name: string; reasons: KeptReason[] }[];
  /** Programs the run created that were already gone (deleted by hand, or by a Replace All). */
  alreadyGone: number;
};
export type KeptReason = "edited" | "claimed" | "reviewed";

export type ImportRunListItem = ImportRun & {
  counts: { created: number; updated: number; skipped: number; failed: number };
  undo: UndoReport | null;
};

const listItem = (row: typeof jobRuns.$inferSelect): ImportRunListItem => {
  const run = importRun(row);
  const undo = (row.result as { undo?: UndoReport } | null)?.undo ?? null;
  // The full answer of the import stays in the table; the list does not repeat it.
  return { ...run, result: null, counts: { created: run.imported, updated: run.updated, skipped: run.skipped, failed: run.failed }, undo };
};

export const RUNS_PAGE_SIZE = 20;

/** GET /api/admin/imports: the runs, newest first, a page at a time. */
export async function listImportRuns(page = 1, pageSize = RUNS_PAGE_SIZE): Promise<{ items: ImportRunListItem[]; total: number; page: number; pageSize: number }> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db.select().from(jobRuns).where(eq(jobRuns.kind, IMPORT_KIND)).orderBy(desc(jobRuns.createdAt), desc(jobRuns.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(jobRuns).where(eq(jobRuns.kind, IMPORT_KIND)),
  ]);
  return { items: rows.map(listItem), total: total?.n ?? 0, page, pageSize };
}

export const ROWS_PAGE_SIZE = 50;

export type RunRowItem = { row: number; outcome: ImportRowOutcome; name: string; detail: string | null; program: { id: string; name: string; city: string; state: string } | null };

/** GET /api/admin/imports/{id}: the run and a page of its row outcomes (in file order; one outcome if asked). */
export async function importRunDetail(id: string, { page = 1, outcome }: { page?: number; outcome?: ImportRowOutcome } = {}) {
  const db = await getDb();
  const [row] = await db.select().from(jobRuns).where(and(eq(jobRuns.id, id), eq(jobRuns.kind, IMPORT_KIND)));
  if (!row) throw notFound("Import run");
  const where = and(eq(rr.runId, id), outcome ? eq(rr.outcome, outcome) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select({ row: rr.row, outcome: rr.outcome, name: rr.name, detail: rr.detail, programId: p.id, programName: p.name, city: p.city, state: p.state })
      .from(rr)
      .leftJoin(p, eq(p.id, rr.programId))
      .where(where)
      .orderBy(asc(rr.row))
      .limit(ROWS_PAGE_SIZE)
      .offset((page - 1) * ROWS_PAGE_SIZE),
    db.select({ n: count() }).from(rr).where(where),
  ]);
  // What an undo would do now (the confirmation gives these counts).
  const changed = sql`(exists (select 1 from ${ownerPrograms} where ${ownerPrograms.programId} = ${p.id}) or exists (select 1 from ${programChanges} where ${programChanges.programId} = ${p.id}) or exists (select 1 from ${reviews} where ${reviews.programId} = ${p.id}))`;
  const [undoable] = await db
    .select({ remove: sql<number>`count(*) filter (where not ${changed})`.mapWith(Number), keep: sql<number>`count(*) filter (where ${changed})`.mapWith(Number) })
    .from(rr)
    .innerJoin(p, eq(p.id, rr.programId))
    .where(and(eq(rr.runId, id), eq(rr.outcome, "created")));
  return {
    run: listItem(row),
    undoable: { remove: undoable?.remove ?? 0, keep: undoable?.keep ?? 0 },
    rows: {
      items: items.map((r): RunRowItem => ({
        row: r.row,
        outcome: r.outcome,
        name: r.name,
        detail: r.detail,
        program: r.programId ? { id: r.programId, name: r.programName!, city: r.city!, state: r.state! } : null,
      })),
      total: total?.n ?? 0,
      page,
      pageSize: ROWS_PAGE_SIZE,
    },
  };
}

const CHUNK = 1_000;

/**
 * POST /api/admin/imports/{id}/undo. "Changed since" (documented in features/imports/README.md): a program is kept
 * when its change history has any entry (an admin, owner, job or later import changed a field, or it was
 * deactivated), when an owner claimed it, or when it has reviews (deleting it would delete them). Everything
 * else the run created is deleted, in one transaction under the import lock (409 while an import runs).
 */
export async function undoImportRun(id: string): Promise<UndoReport> {
  if (importRunning()) throw new DomainError("conflict", ANOTHER_IMPORT);
  const db = await getDb();
  const report = await db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as ok`);
    if (!(lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) throw new DomainError("conflict", ANOTHER_IMPORT);
    const [run] = await tx.select({ status: jobRuns.status }).from(jobRuns).where(and(eq(jobRuns.id, id), eq(jobRuns.kind, IMPORT_KIND))).for("update");
    if (!run) throw notFound("Import run");
    if (run.status !== "done") throw new DomainError("conflict", "Only a finished import can be undone: this one created nothing.");
    await setActor(tx, { actor: "admin", via: "Import undo" });
    const [{ n: createdCount } = { n: 0 }] = await tx.select({ n: count() }).from(rr).where(and(eq(rr.runId, id), eq(rr.outcome, "created")));
    const present = await tx
      .select({
        id: p.id,
        name: p.name,
        claimed: sql<boolean>`exists (select 1 from ${ownerPrograms} where ${ownerPrograms.programId} = ${p.id})`,
        edited: sql<boolean>`exists (select 1 from ${programChanges} where ${programChanges.programId} = ${p.id})`,
        reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.programId} = ${p.id})`,
      })
      .from(rr)
      .innerJoin(p, eq(p.id, rr.programId))
      .where(and(eq(rr.runId, id), eq(rr.outcome, "created")))
      .orderBy(asc(rr.row))
      .for("update", { of: p });
    const kept: UndoReport["kept"] = [];
    const remove: string[] = [];
    for (const r of present) {
      const reasons: KeptReason[] = [];
      if (r.edited) reasons.push("edited");
      if (r.claimed) reasons.push("claimed");
      if (r.reviewed) reasons.push("reviewed");
      if (reasons.length > 0) kept.push({ id: r.id, name: r.name, reasons });
      else remove.push(r.id);
    }
    let deleted = 0;
    for (let i = 0; i < remove.length; i += CHUNK) deleted += await deleteProgramsById(tx, remove.slice(i, i + CHUNK));
    const out: UndoReport = { runId: id, undoneAt: new Date().toISOString(), deleted, kept, alreadyGone: createdCount - present.length };
    await tx
      .update(jobRuns)
      .set({ result: sql`coalesce(${jobRuns.result}, '{}'::jsonb) || jsonb_build_object('undo', ${JSON.stringify({ ...out, kept: out.kept.slice(0, 1_000) })}::jsonb)`, updatedAt: new Date() })
      .where(eq(jobRuns.id, id));
    return out;
  });
  invalidateReads();
  return report;
}

/** The programs an import run created that are still in the directory (Manage Programs' filter by run). */
export const createdByRun = (runId: string) =>
  sql<boolean>`exists (select 1 from ${rr} where ${rr.runId} = ${runId} and ${rr.outcome} = 'created' and ${rr.programId} = ${p.id})`;

/** The runs that created programs still listed, newest first (Manage Programs' run filter). */
export async function runsWithPrograms(limit = 50): Promise<{ id: string; label: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: jobRuns.id, input: jobRuns.input, createdAt: jobRuns.createdAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.kind, IMPORT_KIND), eq(jobRuns.status, "done"), inArray(jobRuns.id, db.selectDistinct({ id: rr.runId }).from(rr).where(and(eq(rr.outcome, "created"), sql`${rr.programId} is not null`)))))
    .orderBy(desc(jobRuns.createdAt))
    .limit(limit);
  return rows.map((r) => {
    const input = r.input as { source?: string; fileName?: string | null };
    return { id: r.id, label: `${r.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC · ${input.fileName ?? input.source ?? "import"}` };
  });
}
