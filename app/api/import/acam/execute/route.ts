// POST /api/import/acam/execute - admin: import an ACAM member directory CSV export (ACAM has no public API)
import { NextResponse } from "next/server";
import { ApiError, parseWith, route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { readJson } from "@/lib/http/read-body";
import { ACAM_NO_API, executeTable, limits, readCsvTable } from "@/features/imports/service";
import { csvExecuteSchema } from "@/features/imports/schema";
import { methodNotAllowed } from "@/lib/http/methods";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const body = await readJson(req, limits().maxBytes + 64 * 1024);
  if (body.csvContent === undefined) throw new ApiError(400, ACAM_NO_API, [{ path: "csvContent", message: ACAM_NO_API }]);
  const { csvContent, columnMapping, ...opts } = parseWith(csvExecuteSchema, body);
  return NextResponse.json(await executeTable(readCsvTable(csvContent), "acam", columnMapping, opts));
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
