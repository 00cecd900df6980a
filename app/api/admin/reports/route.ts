// GET /api/admin/reports?status=open|resolved|dismissed|all - admin: problem reports, newest first,
// with the program's id and name (default: open)
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { listReports } from "@/features/reports/data";
import { reportStatusQuerySchema } from "@/features/reports/schema";

export const GET = route(async (req) => {
  await requireAdmin(req);
  const status = parseWith(reportStatusQuerySchema.default("open"), new URL(req.url).searchParams.get("status") ?? undefined);
  return NextResponse.json(await listReports(status));
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
