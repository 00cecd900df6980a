// GET /api/suggest?q= - the search box's suggestions: places from the bundled ZIP data, then programs by name
import { handlers, route } from "@/lib/http/route";
import { suggest, suggestQuerySchema } from "@/features/search/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", query: suggestQuerySchema, cache: "public, max-age=60" }, async ({ query }) => ({ suggestions: await suggest(query.q) })),
});
