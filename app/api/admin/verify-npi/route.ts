// POST /api/admin/verify-npi?limit&maxConcurrent&dryRun - admin: checks listings' NPI numbers against the
//   NPPES NPI Registry; answers { jobId, checked, verified, unverified, errors, dryRun, results }; with
//   async=true it answers 202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress.
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { flag, queryObject } from "@/lib/jobs/job-input";
import { runRecorded } from "@/lib/jobs/job-runs";
import { verifyNpi, verifyNpiInputSchema } from "@/lib/jobs/verify-npi";

export const POST = route(async (req) => {
  requireAdmin(req);
  const query = queryObject(req);
  const input = parseWith(verifyNpiInputSchema, query);
  const async = parseWith(flag, query.async);
  const run = await runRecorded("verify-npi", input, (p) => verifyNpi(input, { onStart: p.start, onProgress: p.step }), { async });
  if (!run.result) return NextResponse.json({ jobId: run.jobId }, { status: 202 });
  return NextResponse.json({ jobId: run.jobId, ...run.result });
});
