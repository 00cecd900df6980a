// POST /api/import/excel/preview - admin: read an uploaded .xlsx (field excelFile); .xls answers 415
import { NextResponse } from "next/server";
import { route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { readMultipartFile } from "@/lib/api/read-body";
import { limits, previewTable, readExcelTable } from "@/lib/import/service";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { file } = await readMultipartFile(req, "excelFile", limits().maxBytes);
  const { data, ...preview } = await previewTable(await readExcelTable(file), "excel");
  return NextResponse.json({ excelData: data, ...preview });
});
