// POST /api/programs/find-websites?limit&maxConcurrent&dryRun - admin: website discovery
//   answers { jobId, found, updated, checked, notFound, dryRun, results }; with async=true it answers
//   202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress and, when done, the result.
import { handlers, route } from "@/lib/http/route";
import { findWebsitesInputSchema } from "@/features/jobs/server";
import { startJob } from "@/features/jobs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin" }, ({ req }) => startJob(req, "find-websites", findWebsitesInputSchema)),
});
