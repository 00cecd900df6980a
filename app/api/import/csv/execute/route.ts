// POST /api/import/csv/execute - admin: import CSV text through a column mapping, in one transaction
import { handlers, route } from "@/lib/http/route";
import { csvBodyBytes, executeCsv } from "@/features/imports/server";
import { csvExecuteSchema } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: csvExecuteSchema, maxBytes: csvBodyBytes }, ({ req, body }) => executeCsv(req, "csv", body)),
});
