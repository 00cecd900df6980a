// GET /api/admin/imports/{id}?page=&outcome= - admin: an import run and a page of its rows' outcomes (created,
// updated, duplicate of which program, failed and why)
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { importRunAnswer, importRunQuerySchema } from "@/features/imports/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin", params: idParams("Import run"), query: importRunQuerySchema }, ({ params, query }) => importRunAnswer(params.id, query)),
});
