// POST /api/import/execute - admin: import from an outside source (npi, google, yelp) in one transaction
import { handlers, route } from "@/lib/http/route";
import { executeOutside } from "@/features/imports/handlers";
import { importExecuteSchema } from "@/features/imports/schema";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: importExecuteSchema }, ({ req, body }) => executeOutside(req, body)),
});
