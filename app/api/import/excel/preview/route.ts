// POST /api/import/excel/preview - admin: read an uploaded .xlsx (field excelFile); .xls answers 415
import { handlers, route } from "@/lib/http/route";
import { previewExcel } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin" }, ({ req }) => previewExcel(req)),
});
