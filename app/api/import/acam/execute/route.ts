// POST /api/import/acam/execute - admin: import an ACAM member directory CSV export (ACAM has no public API)
import { handlers, route } from "@/lib/http/route";
import { csvBodyBytes, executeCsv } from "@/features/imports/server";
import { acamExecuteSchema } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: acamExecuteSchema, maxBytes: csvBodyBytes }, ({ req, body }) => executeCsv(req, "acam", body)),
});
