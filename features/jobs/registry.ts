import "server-only";
import { importQueueHandler, IMPORT_QUEUE } from "@/features/imports/queue-handler";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { env } from "@/lib/env";
import { jobRuns } from "@/db/schema";
import { findWebsites, type FindWebsitesInput } from "./find-websites";
import { addJobProgress, createJobRun, failJobRun, finishJobRun, startJobRun, type JobWork } from "./job-runs";
import { defineQueue, queueEnabled, sendJob, startWorkers, waitForJob } from "./queue";
import { updateImages, type UpdateImagesInput } from "./update-images";
import { verifyNpi, type VerifyNpiInput } from "./verify-npi";
import { sendOwnerMail, type OwnerMail } from "@/features/owners/mail";

/**
 * Every long admin job, one line each: its kind and the unchanged job function, given its validated
 * input (as the route parsed it) and progress callbacks. Progress goes to `job_runs`; on PostgreSQL the
 * job runs on the queue (any server's worker), on PGlite in the process that started it.
 */
export const recordedJobs = {
  "find-websites": (input, p) => findWebsites(input as FindWebsitesInput, { onStart: p.start, onProgress: p.step }),
  "update-images": (input, p) => updateImages(input as UpdateImagesInput, { onStart: p.start, onProgress: p.step }),
  "verify-npi": (input, p) => verifyNpi(input as VerifyNpiInput, { onStart: p.start, onProgress: p.step }),
} satisfies Record<string, JobWork>;

export type JobKind = keyof typeof recordedJobs;

/**
 * Short background jobs with no progress record, one line each: queued by a request that must answer
 * before (and whatever) the work does, e.g. mail (security issue 29, item 5).
 */
export const backgroundJobs = {
  "owner-mail": (data) => sendOwnerMail(data as OwnerMail),
} satisfies Record<string, (data: Record<string, unknown>) => Promise<Record<string, unknown>>>;

export type BackgroundKind = keyof typeof backgroundJobs;

let defined = false;
/** Puts every job kind on the queue (imports included); called before workers start or jobs are sent. */
export async function defineJobQueues(): Promise<void> {
  if (defined) return;
  defined = true;
  for (const kind of Object.keys(recordedJobs)) defineQueue(kind, (data) => runRecordedJob(String(data.runId)));
  defineQueue(IMPORT_QUEUE, importQueueHandler);
  for (const [kind, run] of Object.entries(backgroundJobs)) defineQueue(kind, run);
}

const local = globalThis as unknown as { __detoxBackground?: Promise<unknown> };

/**
 * Queues a background job and returns once it is queued, not done: on PostgreSQL through pg-boss (any
 * server's worker sends it, with retries), on PGlite on this process's in-memory queue, one at a time
 * after the answer has gone. A failure is logged, never shown to the caller.
 */
export async function enqueue<K extends BackgroundKind>(kind: K, data: Parameters<(typeof backgroundJobs)[K]>[0] & Record<string, unknown>): Promise<void> {
  if (queueEnabled()) {
    await defineJobQueues();
    if (env.JOB_WORKER) startWorkers().catch(() => {}); // this server's worker; with JOB_WORKER=false, `npm run worker`
    await sendJob(kind, data);
    return;
  }
  const run = backgroundJobs[kind];
  local.__detoxBackground = (local.__detoxBackground ?? Promise.resolve())
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => run(data))
    .catch((error: unknown) => console.error(`[jobs] ${kind} failed:`, error instanceof Error ? error.message : error));
}

/** Tests: resolves when this process's in-memory background queue is empty (PGlite). */
export async function backgroundIdle(): Promise<void> {
  let seen: Promise<unknown> | undefined;
  while (seen !== local.__detoxBackground) {
    seen = local.__detoxBackground;
    await seen;
  }
}

/** Runs a recorded job's function with its progress written to `job_runs` (a queue worker, or in-process). */
export async function runRecordedJob(id: string): Promise<Record<string, unknown>> {
  const db = await getDb();
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id)).limit(1);
  if (!row) throw new Error(`job run ${id} not found`);
  const work: JobWork = recordedJobs[row.kind as JobKind];
  try {
    const result = await work(row.input, { start: (total) => startJobRun(id, total), step: () => addJobProgress(id) });
    await finishJobRun(id, result);
    return result;
  } catch (error) {
    await failJobRun(id, error instanceof Error ? error.message : String(error)).catch(() => {});
    throw error;
  }
}

/**
 * Starts a recorded job: `async` answers at once with the run's id (the screen polls
 * GET /api/admin/jobs/{id}, served by any server); otherwise waits for the result.
 */
export async function runRecorded(kind: JobKind, input: Record<string, unknown>, opts: { async?: boolean } = {}): Promise<{ jobId: string; result?: Record<string, unknown> }> {
  const id = await createJobRun(kind, input);
  if (queueEnabled()) {
    await defineJobQueues();
    await startWorkers();
    const queued = await sendJob(kind, { runId: id });
    if (opts.async) return { jobId: id };
    const outcome = await waitForJob(kind, queued);
    if (outcome.state === "failed") throw new Error(`${kind} job ${id} failed: ${outcome.message}`);
    return { jobId: id, result: outcome.output };
  }
  const running = runRecordedJob(id);
  if (opts.async) {
    running.catch((error: unknown) => console.error(`[jobs] ${kind} ${id} failed`, error));
    return { jobId: id };
  }
  return { jobId: id, result: await running };
}
