// GET /api/admin/reports?status=open|resolved|dismissed|all - admin: problem reports, newest first,
// with the program's id and name (default: open)
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/methods";
import { requireAdmin } from "@/lib/auth/admin";
import { listReports } from "@/lib/data/reports";
import { reportStatusQuerySchema } from "@/lib/validation/report";

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
