// PATCH /api/admin/reports/{id} - admin: { status: "resolved" | "dismissed", note? } closes a report
import { NextResponse } from "next/server";
import { notFound, parseWith, route } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/methods";
import { readJson } from "@/lib/api/read-body";
import { requireAdmin } from "@/lib/auth/admin";
import { updateReport } from "@/lib/data/reports";
import { reportUpdateSchema } from "@/lib/validation/report";

type Params = { id: string };

export const PATCH = route<Params>(async (req, { params }) => {
  await requireAdmin(req);
  const change = parseWith(reportUpdateSchema, await readJson(req));
  const report = await updateReport((await params).id, change);
  if (!report) throw notFound("Report");
  return NextResponse.json(report);
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["PATCH"]);
export const GET = notAllowed;
export const POST = notAllowed;
export const PUT = notAllowed;
export const DELETE = notAllowed;
