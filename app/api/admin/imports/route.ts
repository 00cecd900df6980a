// GET /api/admin/imports?page= - admin: every import run, newest first, with its source, file name, who started it,
// when, and its counts created/updated/skipped/failed (and its undo, if any)
import { handlers, route } from "@/lib/http/route";
import { importRuns, importRunsQuerySchema } from "@/features/imports/server";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", query: importRunsQuerySchema }, ({ query }) => importRuns(query)),
});
