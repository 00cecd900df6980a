// POST /api/import/csv/preview - admin: parse CSV text, answer its first rows, a suggested mapping and duplicates
import { handlers, route } from "@/lib/http/route";
import { csvBodyBytes, previewCsv } from "@/features/imports/server";
import { csvPreviewSchema } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: csvPreviewSchema, maxBytes: csvBodyBytes }, ({ body, raw }) => previewCsv(body, raw)),
});
