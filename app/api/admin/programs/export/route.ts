// GET /api/admin/programs/export?format=csv|xlsx - admin: every program, active or not, whatever its source, in the
// importer's columns plus id, source, active, claimed and created/updated times; streamed, private, no-store
import { handlers, route } from "@/lib/http/route";
import { programsExport, programsExportQuerySchema } from "@/features/imports/server";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", query: programsExportQuerySchema }, ({ query }) => programsExport(query)),
});
