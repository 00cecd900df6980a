// POST /api/import/excel/execute - admin: import an .xlsx (excelFile, columnMapping JSON, skipDuplicates, replaceAll)
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { readMultipartFile } from "@/lib/http/read-body";
import { executeTable, limits, readExcelTable } from "@/features/imports/service";
import { excelExecuteFieldsSchema } from "@/features/imports/schema";
import { methodNotAllowed } from "@/lib/http/methods";

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { form, file } = await readMultipartFile(req, "excelFile", limits().maxBytes);
  const { columnMapping, ...opts } = parseWith(excelExecuteFieldsSchema, {
    columnMapping: text(form, "columnMapping"),
    skipDuplicates: text(form, "skipDuplicates"),
    replaceAll: text(form, "replaceAll"),
  });
  return NextResponse.json(await executeTable(await readExcelTable(file), "excel", columnMapping, opts));
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
