import "server-only";
import { importQueueHandler, IMPORT_QUEUE } from "@/features/imports/server";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { jobRuns } from "@/db/schema";
import { findWebsites, type FindWebsitesInput } from "./find-websites";
import { addJobProgress, createJobRun, failJobRun, finishJobRun, startJobRun, type JobWork } from "./job-runs";
import { defineBackground } from "@/lib/queue/background";
import { defineQueue, queueEnabled, sendJob, startWorkers, waitForJob } from "@/lib/queue/queue";
import { updateImages, type UpdateImagesInput } from "./update-images";
import { verifyNpi, type VerifyNpiInput } from "./verify-npi";
import { OWNER_MAIL, ownerMailJob } from "@/features/owners/server";

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

let defined = false;
/**
 * Puts every job kind on the queue before a server's workers start: the recorded jobs, imports and the
 * owners' mail (each feature defines its own kinds too, for the process that first uses them).
 */
export async function defineJobQueues(): Promise<void> {
  if (defined) return;
  defined = true;
  for (const kind of Object.keys(recordedJobs)) defineQueue(kind, (data) => runRecordedJob(String(data.runId)));
  defineQueue(IMPORT_QUEUE, importQueueHandler);
  defineBackground(OWNER_MAIL, ownerMailJob);
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
