import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { jobRuns, type JobRunRow } from "@/db/schema";
import { isUuid } from "@/lib/ids";

/**
 * Progress of long admin jobs, kept in Postgres so any app server can report on any run. The work
 * itself runs on the job queue (pg-boss, lib/queue/queue.ts) on PostgreSQL, in-process on PGlite.
 */
export type JobProgressHooks = { start: (total: number) => Promise<void>; step: () => Promise<void> };
export type JobWork = (input: Record<string, unknown>, progress: JobProgressHooks) => Promise<Record<string, unknown>>;
export type JobStatus = "queued" | "running" | "done" | "failed";

export type JobProgress = {
  id: string;
  kind: string;
  status: JobStatus;
  input: Record<string, unknown>;
  total: number;
  done: number;
  result: Record<string, unknown> | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

// A run that reported nothing for this long died with its server: it is shown as failed.
const STALE_MS = 5 * 60 * 1000;

function toProgress(row: JobRunRow, now = Date.now()): JobProgress {
  const stale = (row.status === "running" || row.status === "queued") && now - row.updatedAt.getTime() > STALE_MS;
  return {
    id: row.id,
    kind: row.kind,
    status: stale ? "failed" : (row.status as JobStatus),
    input: row.input,
    total: row.total,
    done: row.done,
    result: row.result ?? null,
    error: stale ? "The job stopped without finishing (the server restarted?). Run it again." : row.error,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

export async function createJobRun(kind: string, input: Record<string, unknown>): Promise<string> {
  const db = await getDb();
  const [row] = await db.insert(jobRuns).values({ kind, input, status: "queued" }).returning({ id: jobRuns.id });
  return row!.id;
}

export async function startJobRun(id: string, total: number): Promise<void> {
  const db = await getDb();
  await db.update(jobRuns).set({ status: "running", total, done: 0, error: null, updatedAt: new Date() }).where(eq(jobRuns.id, id));
}

export async function addJobProgress(id: string, by = 1): Promise<void> {
  const db = await getDb();
  await db.update(jobRuns).set({ done: sql`${jobRuns.done} + ${by}`, updatedAt: new Date() }).where(eq(jobRuns.id, id));
}

export async function finishJobRun(id: string, result: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  await db.update(jobRuns).set({ status: "done", result, updatedAt: new Date(), finishedAt: new Date() }).where(eq(jobRuns.id, id));
}

export async function failJobRun(id: string, error: string): Promise<void> {
  const db = await getDb();
  await db.update(jobRuns).set({ status: "failed", error: error.slice(0, 1000), updatedAt: new Date(), finishedAt: new Date() }).where(eq(jobRuns.id, id));
}

export async function getJobRun(id: string): Promise<JobProgress | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id)).limit(1);
  return row ? toProgress(row) : null;
}

/** Job runs by kind and status (GET /api/metrics: the queue's depth, queued and running, and its failures). */
export async function jobRunCounts(): Promise<{ kind: string; status: string; count: number }[]> {
  const db = await getDb();
  return db.select({ kind: jobRuns.kind, status: jobRuns.status, count: sql<number>`count(*)::int` }).from(jobRuns).groupBy(jobRuns.kind, jobRuns.status);
}

/** A run as the job cards show it: its progress and, while it waits, how many runs of its kind are ahead of it. */
export type JobRunView = JobProgress & { ahead: { id: string; status: JobStatus; total: number; done: number; createdAt: Date }[] };

/**
 * The last runs of one kind, newest first (the card shows them after a reload), each queued run with the runs of
 * its kind still queued or running before it: the queue takes a kind's runs in order, so it waits for those.
 */
export async function recentJobRuns(kind: string, limit: number): Promise<JobRunView[]> {
  const db = await getDb();
  const rows = await db.select().from(jobRuns).where(eq(jobRuns.kind, kind)).orderBy(desc(jobRuns.createdAt)).limit(limit);
  const now = Date.now();
  const runs = rows.map((row) => toProgress(row, now));
  if (!runs.some((r) => r.status === "queued")) return runs.map((r) => ({ ...r, ahead: [] }));
  // One read of the kind's runs still waiting or working (a dead one, silent for STALE_MS, is not waited for).
  const active = (
    await db.select().from(jobRuns).where(and(eq(jobRuns.kind, kind), inArray(jobRuns.status, ["queued", "running"]))).orderBy(jobRuns.createdAt).limit(50)
  )
    .map((r) => toProgress(r, now))
    .filter((r) => r.status === "queued" || r.status === "running");
  return runs.map((run) => ({
    ...run,
    ahead:
      run.status === "queued"
        ? active.filter((r) => r.createdAt < run.createdAt).map(({ id, status, total, done, createdAt }) => ({ id, status, total, done, createdAt }))
        : [],
  }));
}
