import "server-only";
import { DomainError } from "@/lib/errors";
import { runImportJob, type ImportJobInput } from "./executor";

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
