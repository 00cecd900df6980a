/**
 * `npm run worker`: a job-queue worker without a web server (PostgreSQL only). App servers run the same
 * worker unless JOB_WORKER=false; run this to move long jobs and imports off the servers that answer
 * visitors. SIGTERM: takes no new job, gives running ones SHUTDOWN_TIMEOUT_MS, hands the rest back.
 */
import { closeDb, getDb } from "../db/index";
import { env } from "../lib/env";
import { queueEnabled, startWorkers, stopQueue } from "../lib/queue/queue";
import { defineJobQueues } from "../features/jobs/registry";

async function main() {
  if (!queueEnabled()) {
    console.error("npm run worker needs DATABASE_URL (PostgreSQL): on the embedded database jobs run inside the server.");
    process.exit(1);
  }
  await getDb(); // migrated, like a server
  await defineJobQueues();
  await startWorkers();
  console.log("[worker] waiting for jobs");
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[worker] ${signal}: stopping`);
      stopQueue(env.SHUTDOWN_TIMEOUT_MS)
        .then(() => closeDb())
        .finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error("[worker] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
