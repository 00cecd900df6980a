// POST /api/admin/programs/bulk - admin: delete, deactivate or activate the chosen programs ({ ids }) or all that
// match a filter ({ filter: { q, claimed, source, run } }), in one transaction; `expected` is the count the
// confirmation showed (409 and nothing done when it differs)
import { handlers, route } from "@/lib/http/route";
import { bulkPrograms, bulkProgramsSchema } from "@/features/admin/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "admin", body: bulkProgramsSchema }, ({ body }) => bulkPrograms(body)),
});
