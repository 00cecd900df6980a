// POST /api/admin/imports/{id}/undo - admin: deletes the programs the run created that nobody changed since (no
// history entry, no claim, no review), in one transaction; answers what was deleted and what was kept, and why
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { undoImport } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", params: idParams("Import run") }, ({ params }) => undoImport(params.id)),
});
