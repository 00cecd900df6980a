// POST /api/import/csv/preview - admin: parse CSV text, answer its first rows, a suggested mapping and duplicates
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { readJson } from "@/lib/http/read-body";
import { limits, previewTable, readCsvTable } from "@/features/imports/service";
import { columnMappingSchema, csvPreviewSchema } from "@/features/imports/schema";
import { methodNotAllowed } from "@/lib/http/methods";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const body = await readJson(req, limits().maxBytes + 64 * 1024);
  const { csvContent, source } = parseWith(csvPreviewSchema, body);
  const mapping = body.columnMapping === undefined ? undefined : parseWith(columnMappingSchema, body.columnMapping);
  const { data, ...preview } = await previewTable(readCsvTable(csvContent), source, mapping);
  return NextResponse.json({ csvData: data, ...preview });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
