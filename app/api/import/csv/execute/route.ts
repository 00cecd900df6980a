// POST /api/import/csv/execute - admin: import CSV text through a column mapping, in one transaction
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { readJson } from "@/lib/api/read-body";
import { executeTable, limits, readCsvTable } from "@/lib/import/service";
import { csvExecuteSchema } from "@/lib/validation/import";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { csvContent, columnMapping, ...opts } = parseWith(csvExecuteSchema, await readJson(req, limits().maxBytes + 64 * 1024));
  return NextResponse.json(await executeTable(readCsvTable(csvContent), "csv", columnMapping, opts));
});
