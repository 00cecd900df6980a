// GET /api/admin/jobs/{id} - admin: a job run's status, progress (done of total) and, when done, its result
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { getJobRun } from "@/features/jobs/job-runs";
import { methodNotAllowed } from "@/lib/http/methods";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) => {
  await requireAdmin(req);
  const run = await getJobRun((await params).id);
  if (!run) throw notFound("Job");
  return NextResponse.json(run, { headers: { "Cache-Control": "no-store" } });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
