// POST /api/import/execute - admin: import from an outside source (npi, google, yelp) in one transaction
import { handlers, route } from "@/lib/http/route";
import { executeOutside } from "@/features/imports/server";
import { importExecuteSchema } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: importExecuteSchema }, ({ req, body }) => executeOutside(req, body)),
});
