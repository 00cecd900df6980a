import "server-only";
import { importQueueHandler, IMPORT_QUEUE } from "@/features/imports/queue";
import { findWebsites, type FindWebsitesInput } from "./find-websites";
import type { JobWork } from "./job-runs";
import { defineQueue } from "./queue";
import { updateImages, type UpdateImagesInput } from "./update-images";
import { verifyNpi, type VerifyNpiInput } from "./verify-npi";

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
/** Puts every job kind on the queue (imports included); called before workers start or jobs are sent. */
export async function defineJobQueues(): Promise<void> {
  if (defined) return;
  defined = true;
  const { runRecordedJob } = await import("./job-runs");
  for (const kind of Object.keys(recordedJobs)) defineQueue(kind, (data) => runRecordedJob(String(data.runId)));
  defineQueue(IMPORT_QUEUE, importQueueHandler);
}
