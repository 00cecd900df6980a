// POST /api/programs/update-images?limit&force&dryRun - admin: fetch site icons / Open Graph images
//   answers { jobId, updated, failed, checked, wouldUpdate, dryRun, force, results }; with async=true it
//   answers 202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress and the result.
import { handlers, route } from "@/lib/http/route";
import { startJob } from "@/features/jobs/server";
import { updateImagesInputSchema } from "@/features/jobs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin" }, ({ req }) => startJob(req, "update-images", updateImagesInputSchema)),
});
