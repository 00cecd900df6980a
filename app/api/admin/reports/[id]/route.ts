// PATCH /api/admin/reports/{id} - admin: { status: "resolved" | "dismissed", note? } closes a report
import { NextResponse } from "next/server";
import { notFound, parseWith, readJson, route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { updateReport } from "@/lib/data/reports";
import { reportUpdateSchema } from "@/lib/validation/report";

type Params = { id: string };

export const PATCH = route<Params>(async (req, { params }) => {
  requireAdmin(req);
  const change = parseWith(reportUpdateSchema, await readJson(req));
  const report = await updateReport((await params).id, change);
  if (!report) throw notFound("Report");
  return NextResponse.json(report);
});
