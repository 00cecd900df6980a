// POST /api/import/excel/execute - admin: import an .xlsx (excelFile, columnMapping JSON, skipDuplicates, replaceAll)
import { handlers, route } from "@/lib/http/route";
import { executeExcel } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin" }, ({ req }) => executeExcel(req)),
});
