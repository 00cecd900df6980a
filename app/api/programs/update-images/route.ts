// POST /api/programs/update-images?limit&force&dryRun - admin: fetch site icons / Open Graph images
//   answers { jobId, updated, failed, checked, wouldUpdate, dryRun, force, results }; with async=true it
//   answers 202 { jobId } at once and GET /api/admin/jobs/{jobId} reports progress and the result.
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { flag } from "@/lib/jobs/job-input";
import { queryObject } from "@/lib/validation/query";
import { runRecorded } from "@/lib/jobs/job-runs";
import { updateImagesInputSchema } from "@/lib/jobs/update-images";
import { methodNotAllowed } from "@/lib/api/methods";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const query = queryObject(new URL(req.url).searchParams, []);
  const input = parseWith(updateImagesInputSchema, query);
  const async = parseWith(flag, query.async);
  const run = await runRecorded("update-images", input, { async });
  if (!run.result) return NextResponse.json({ jobId: run.jobId }, { status: 202 });
  return NextResponse.json({ jobId: run.jobId, ...run.result });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
