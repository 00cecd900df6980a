import "server-only";
import { env } from "@/lib/env";
import { defineQueue, queueEnabled, sendJob, startWorkers } from "./queue";

/**
 * Short background jobs with no progress record: queued by a request that must answer before (and whatever)
 * the work does, e.g. mail (security issue 29, item 5). The feature that owns a kind defines it here (owners:
 * "owner-mail"); on PostgreSQL it runs on the queue, on PGlite in this process after the answer has gone.
 */
export type BackgroundJob = (data: Record<string, unknown>) => Promise<Record<string, unknown>>;

const local = globalThis as unknown as { __detoxBackground?: Promise<unknown>; __detoxBackgroundJobs?: Map<string, BackgroundJob> };
const jobs = (local.__detoxBackgroundJobs ??= new Map());

/** Adds a background kind and its function (the owning feature, once; idempotent). */
export function defineBackground(kind: string, run: BackgroundJob): void {
  jobs.set(kind, run);
  defineQueue(kind, run);
}

/**
 * Queues a background job and returns once it is queued, not done: on PostgreSQL through pg-boss (any
 * server's worker sends it, with retries), on PGlite on this process's in-memory queue, one at a time
 * after the answer has gone. A failure is logged, never shown to the caller.
 */
export async function enqueue(kind: string, data: Record<string, unknown>): Promise<void> {
  const run = jobs.get(kind);
  if (!run) throw new Error(`No background job "${kind}" is defined`);
  if (queueEnabled()) {
    if (env.JOB_WORKER) startWorkers().catch(() => {}); // this server's worker; with JOB_WORKER=false, `npm run worker`
    await sendJob(kind, data);
    return;
  }
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
