// POST /api/admin/verify-npi?limit&maxConcurrent&dryRun - admin: checks listings' NPI numbers against the
//   NPPES NPI Registry; answers { jobId, checked, verified, unverified, errors, dryRun, results }; with
//   async=true it answers 202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress.
import { handlers, route } from "@/lib/http/route";
import { startJob } from "@/features/jobs/server";
import { verifyNpiInputSchema } from "@/features/jobs/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin" }, ({ req }) => startJob(req, "verify-npi", verifyNpiInputSchema)),
});
