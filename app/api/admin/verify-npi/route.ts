// POST /api/admin/verify-npi?limit&maxConcurrent&dryRun - admin: checks listings' NPI numbers against the
//   NPPES NPI Registry; answers { jobId, checked, verified, unverified, errors, dryRun, results }; with
//   async=true it answers 202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress.
import { route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { verifyNpiInputSchema } from "@/features/jobs/verify-npi";
import { startJob } from "@/features/jobs/start-job";

export const POST = route(async (req) => {
  await requireAdmin(req);
  return startJob(req, "verify-npi", verifyNpiInputSchema);
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
