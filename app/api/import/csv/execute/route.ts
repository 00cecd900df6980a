// POST /api/import/csv/execute - admin: import CSV text through a column mapping, in one transaction
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { readJson } from "@/lib/http/read-body";
import { executeTable, limits, readCsvTable } from "@/features/imports/service";
import { csvExecuteSchema } from "@/features/imports/schema";
import { methodNotAllowed } from "@/lib/http/methods";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { csvContent, columnMapping, ...opts } = parseWith(csvExecuteSchema, await readJson(req, limits().maxBytes + 64 * 1024));
  return NextResponse.json(await executeTable(readCsvTable(csvContent), "csv", columnMapping, opts));
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
