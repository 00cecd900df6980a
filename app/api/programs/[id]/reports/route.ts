// POST /api/programs/{id}/reports - "Report a problem with this listing" (public, rate limited);
// answers 201 { id, status: "open" } and nothing else: the reporter's email is never sent back.
import { NextResponse } from "next/server";
import { notFound, parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { createReport } from "@/features/reports/data";
import { rateLimit } from "@/lib/http/rate-limit";
import { reportCreateSchema } from "@/features/reports/schema";

type Params = { id: string };

export const POST = route<Params>(async (req, { params }) => {
  const { id } = await params;
  await rateLimit("reports", req);
  const input = parseWith(reportCreateSchema, await readJson(req));
  const report = await createReport(id, input);
  if (!report) throw notFound();
  return NextResponse.json(report, { status: 201 });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
