// POST /api/import/excel/preview - admin: read an uploaded .xlsx (field excelFile); .xls answers 415
import { NextResponse } from "next/server";
import { route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { readMultipartFile } from "@/lib/http/read-body";
import { limits, previewTable, readExcelTable } from "@/features/imports/service";
import { methodNotAllowed } from "@/lib/http/methods";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { file } = await readMultipartFile(req, "excelFile", limits().maxBytes);
  const { data, ...preview } = await previewTable(await readExcelTable(file), "excel");
  return NextResponse.json({ excelData: data, ...preview });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
