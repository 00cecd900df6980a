// POST /api/programs/find-websites?limit&maxConcurrent&dryRun - admin: website discovery
//   answers { jobId, found, updated, checked, notFound, dryRun, results }; with async=true it answers
//   202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress and, when done, the result.
import { route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { findWebsitesInputSchema } from "@/features/jobs/find-websites";
import { startJob } from "@/features/jobs/start-job";

export const POST = route(async (req) => {
  await requireAdmin(req);
  return startJob(req, "find-websites", findWebsitesInputSchema);
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
