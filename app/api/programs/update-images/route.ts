// POST /api/programs/update-images?limit&force&dryRun - admin: fetch site icons / Open Graph images
//   answers { jobId, updated, failed, checked, wouldUpdate, dryRun, force, results }; with async=true it
//   answers 202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress and the result.
import { route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { updateImagesInputSchema } from "@/features/jobs/update-images";
import { startJob } from "@/features/jobs/start-job";

export const POST = route(async (req) => {
  await requireAdmin(req);
  return startJob(req, "update-images", updateImagesInputSchema);
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
