import "server-only";
import { getPgPool } from "@/db";
import { DomainError, type ErrorKind } from "@/lib/errors";
import { defineQueue, getBoss, notifyLocalWorker, sendJob, startWorkers, waitForJob } from "@/lib/queue/queue";
import { ANOTHER_IMPORT, IMPORT_LOCK, runImportJob, type ImportJobInput, type ImportJobResult } from "./run-import";

/**
 * Imports on the job queue (PostgreSQL): the route queues the job and waits for its answer, whichever
 * server's worker runs it. A second import while one is queued, retrying or running, on any server,
 * is refused with 409 (checked and queued under one advisory lock, so two servers cannot both pass).
 * If the server running it dies, pg-boss retries the job elsewhere: the import is one transaction, so
 * the retry starts from the beginning on an untouched directory and never doubles rows.
 */
export const IMPORT_QUEUE = "import";

/** The worker's side: runs the unchanged import function; client errors are answers, not retries. */
export async function importQueueHandler(data: Record<string, unknown>, jobId: string): Promise<Record<string, unknown>> {
  try {
    return await runImportJob(data.input as ImportJobInput, { jobId });
  } catch (error) {
    // 409 here means a copy of this same job still holds the lock (it expired while running): retry later.
    if (error instanceof DomainError && error.kind !== "conflict") return { error: { kind: error.kind, message: error.message } };
    throw error;
  }
}

const ENQUEUE_LOCK = 4_242_009;

export async function queueImport(input: ImportJobInput): Promise<ImportJobResult> {
  defineQueue(IMPORT_QUEUE, importQueueHandler);
  await startWorkers(); // this server's worker (unless JOB_WORKER=false); idempotent
  await getBoss();
  const pool = (await getPgPool())!;
  const client = await pool.connect();
  let id: string;
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [ENQUEUE_LOCK]);
    // Busy: a job queued, waiting to retry or running, or an import holding the import lock right now.
    const busy = await client.query("select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active') limit 1", [IMPORT_QUEUE]);
    const free = await client.query("select pg_try_advisory_xact_lock($1) as ok", [IMPORT_LOCK]);
    if (busy.rowCount || !free.rows[0]?.ok) throw new DomainError("conflict", ANOTHER_IMPORT);
    id = await sendJob(IMPORT_QUEUE, { input }, { executeSql: (text, values) => client.query(text, values) });
    await client.query("commit");
    notifyLocalWorker(IMPORT_QUEUE);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const outcome = await waitForJob(IMPORT_QUEUE, id);
  if (outcome.state === "failed") throw new Error(`import job ${id} failed: ${outcome.message}`);
  const failure = outcome.output.error as { kind: ErrorKind; message: string } | undefined;
  if (failure) throw new DomainError(failure.kind, failure.message);
  return outcome.output as unknown as ImportJobResult;
}
