// POST /api/import/preview - admin: search an outside source (npi, google, yelp) and preview what it finds
import { handlers, route } from "@/lib/http/route";
import { previewOutside } from "@/features/imports/server";
import { importPreviewSchema } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: importPreviewSchema }, ({ req, body }) => previewOutside(req, body)),
});
