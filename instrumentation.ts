/** Runs once when the server starts: checks the environment, migrates, and seeds demo data. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before anything answers a request: connections opened later open in this context (db/outside-requests.ts).
  const { captureStartupContext } = await import("./db/detach-from-request");
  captureStartupContext();
  try {
    await import("./lib/env"); // throws, naming the variable, when the configuration is invalid
  } catch (error) {
    // Next.js would log this and serve anyway; a bad configuration stops the server instead.
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { onShutdown } = await import("./lib/ops/shutdown");
  const { closeDb } = await import("./db");
  const { prepareDatabase } = await import("@/features/programs/demo/prepare");
  await prepareDatabase();
  onShutdown("database", () => closeDb(), 100); // closeDb also stops the cache's LISTEN connection
  const { startCacheSync } = await import("@/lib/cache/read-cache");
  startCacheSync();
  const { warmProgramIndex } = await import("@/features/search/memory-index");
  void warmProgramIndex(); // in the background: the server answers meanwhile (the database does the searches)
  // The job queue's worker (PostgreSQL; JOB_WORKER=false leaves the jobs to `npm run worker`).
  const { env } = await import("./lib/env");
  const { queueEnabled, startWorkers, stopQueue } = await import("@/lib/queue/queue");
  if (queueEnabled()) {
    const { defineJobQueues } = await import("@/features/jobs/registry");
    await defineJobQueues();
    onShutdown("jobs", (ms) => stopQueue(ms)); // running jobs get the time left, then go back to the queue
    if (env.JOB_WORKER) startWorkers().catch((error: unknown) => console.error("[jobs] worker not started:", error instanceof Error ? error.message : error));
  }
}
