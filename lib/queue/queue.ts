import "server-only";
import type PgBoss from "pg-boss";
import { beforeCloseDb } from "@/db";
import { outsideRequests } from "@/db/detach-from-request";
import { env } from "@/lib/env";

/**
 * The job queue: pg-boss on PostgreSQL. Any app server (or `npm run worker`) takes a job; a job whose
 * server dies is failed by pg-boss's maintenance once it expires and retried by another worker; a
 * server that drains hands its running jobs back (failed -> retry) before it exits.
 *
 * On PGlite (one process) there is no queue: features/jobs/job-runs.ts and features/imports/source-runs.ts run the
 * same job functions in-process, as before.
 *
 * A feature defines its own queues (features/imports, features/owners); features/jobs/registry.ts defines them
 * all before a server's workers start. A queue defined later gets created and a worker when it is first used.
 */
export type QueueHandler = (data: Record<string, unknown>, jobId: string) => Promise<Record<string, unknown>>;

type State = { boss: Promise<PgBoss> | null; workers: boolean; handlers: Map<string, QueueHandler>; workerIds: Map<string, string>; created: Set<string> };
const store = globalThis as unknown as { __detoxQueue?: State };
const state = (store.__detoxQueue ??= { boss: null, workers: false, handlers: new Map(), workerIds: new Map(), created: new Set() });

/** True when jobs go through pg-boss (a PostgreSQL server is configured). */
export const queueEnabled = () => Boolean(env.DATABASE_URL);

/** Adds a job kind and the function a worker runs for it (each feature for its own kinds; idempotent). */
export function defineQueue(name: string, handler: QueueHandler): void {
  state.handlers.set(name, handler);
}

async function open(): Promise<PgBoss> {
  const { default: PgBossClass } = await import("pg-boss");
  const boss = new PgBossClass({
    connectionString: env.DATABASE_URL,
    max: 4,
    schema: "pgboss",
    maintenanceIntervalSeconds: env.JOB_MAINTENANCE_SECONDS,
  });
  boss.on("error", (error: Error) => console.error("[jobs] queue error:", error.message));
  await boss.start(); // installs or migrates pg-boss's schema under its own advisory lock
  state.created.clear();
  for (const name of state.handlers.keys()) await createQueue(boss, name);
  return boss;
}

async function createQueue(boss: PgBoss, name: string): Promise<void> {
  const options = { name, retryLimit: env.JOB_RETRY_LIMIT, retryDelay: 1, expireInSeconds: env.JOB_EXPIRE_SECONDS };
  await boss.createQueue(name, options);
  await boss.updateQueue(name, options);
  state.created.add(name);
}

/** The started pg-boss instance, with `name`'s queue created (a kind defined after the queue opened). */
async function bossFor(name: string): Promise<PgBoss> {
  const boss = await getBoss();
  if (!state.created.has(name) && state.handlers.has(name)) await createQueue(boss, name);
  return boss;
}

/** The started pg-boss instance (opened once per process; a failed open is retried next call). */
export function getBoss(): Promise<PgBoss> {
  if (!state.boss) {
    // Its pool, timers and connections live on: they start outside the request (if any) that asked (db/detach-from-request.ts).
    const opening = outsideRequests(() => open());
    state.boss = opening;
    opening.catch(() => {
      if (state.boss === opening) state.boss = null;
    });
  }
  return state.boss;
}

/** Starts this process's workers, one per job kind (app servers unless JOB_WORKER=false, and `npm run worker`). */
export async function startWorkers(): Promise<void> {
  if (!queueEnabled()) return;
  if (state.workers && [...state.handlers.keys()].every((name) => state.workerIds.has(name))) return;
  state.workers = true;
  try {
    const boss = await getBoss();
    for (const [name, handler] of state.handlers) {
      if (state.workerIds.has(name)) continue;
      state.workerIds.set(name, "starting"); // a second caller meanwhile starts no second worker
      await bossFor(name);
      const workerId = await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: env.JOB_POLL_SECONDS, batchSize: 1 }, async ([job]) => handler(job!.data, job!.id));
      state.workerIds.set(name, workerId);
    }
  } catch (error) {
    state.workers = false;
    for (const [name, id] of state.workerIds) if (id === "starting") state.workerIds.delete(name);
    // The database may be down at start-up: try again until the worker runs.
    setTimeout(() => startWorkers().catch(() => {}), 5_000).unref();
    throw error;
  }
}

/** Queues a job; answers its id. `db` lets a caller insert it inside its own transaction. */
export async function sendJob(name: string, data: Record<string, unknown>, db?: { executeSql: (text: string, values: unknown[]) => Promise<unknown> }): Promise<string> {
  const boss = await bossFor(name);
  // pg-boss's own pool may open a connection for it, which would keep this request (db/detach-from-request.ts).
  const id = await outsideRequests(() => boss.send(name, data, db ? ({ db } as PgBoss.SendOptions) : {}));
  if (!id) throw new Error(`The ${name} job was not queued`);
  // This server's worker looks now rather than at its next poll (another server's finds it by polling).
  if (!db) notifyLocalWorker(name);
  return id;
}

/** Wakes this process's worker for `name` (after a job was queued inside a committed transaction). */
export function notifyLocalWorker(name: string): void {
  const workerId = state.workerIds.get(name);
  if (workerId && workerId !== "starting" && state.boss) void state.boss.then((boss) => boss.notifyWorker(workerId), () => {});
}

export type JobOutcome = { state: "completed"; output: Record<string, unknown> } | { state: "failed"; message: string };

/** Waits for a job to end (any server's worker may run it); polls the queue table. */
export async function waitForJob(name: string, id: string, pollMs = 200): Promise<JobOutcome> {
  const boss = await getBoss();
  for (;;) {
    const job = await boss.getJobById(name, id, { includeArchive: true });
    if (!job) return { state: "failed", message: "The job disappeared from the queue." };
    if (job.state === "completed") return { state: "completed", output: (job.output ?? {}) as Record<string, unknown> };
    if (job.state === "failed" || job.state === "cancelled") {
      const out = job.output as { message?: string; value?: { message?: string } } | null;
      return { state: "failed", message: out?.message ?? out?.value?.message ?? "The job failed." };
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Stops the queue: workers take nothing new, running jobs get `timeoutMs` to finish, and those still
 * running after that are failed, which puts them back in the queue for another server (retry).
 */
export async function stopQueue(timeoutMs = 10_000): Promise<void> {
  const opening = state.boss;
  state.boss = null;
  state.workers = false;
  state.workerIds.clear();
  state.created.clear();
  if (!opening) return;
  const boss = await opening.catch(() => null);
  if (!boss) return;
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
}

beforeCloseDb("job-queue", () => stopQueue(1000));
