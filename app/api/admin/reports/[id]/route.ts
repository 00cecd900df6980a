// PATCH /api/admin/reports/{id} - admin: { status: "resolved" | "dismissed", note? } closes a report
import { NextResponse } from "next/server";
import { notFound, parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { requireAdmin } from "@/lib/session/admin";
import { updateReport } from "@/features/reports/data";
import { reportUpdateSchema } from "@/features/reports/schema";

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
