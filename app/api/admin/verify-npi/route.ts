// POST /api/admin/verify-npi?limit&maxConcurrent&dryRun - admin: checks listings' NPI numbers against the
//   NPPES NPI Registry; answers { jobId, checked, verified, unverified, errors, dryRun, results }; with
//   async=true it answers 202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress.
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/methods";
import { requireAdmin } from "@/lib/auth/admin";
import { flag } from "@/lib/jobs/job-input";
import { queryObject } from "@/lib/validation/query";
import { runRecorded } from "@/lib/jobs/job-runs";
import { verifyNpiInputSchema } from "@/lib/jobs/verify-npi";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const query = queryObject(new URL(req.url).searchParams, []);
  const input = parseWith(verifyNpiInputSchema, query);
  const async = parseWith(flag, query.async);
  const run = await runRecorded("verify-npi", input, { async });
  if (!run.result) return NextResponse.json({ jobId: run.jobId }, { status: 202 });
  return NextResponse.json({ jobId: run.jobId, ...run.result });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
