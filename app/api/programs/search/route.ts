// GET /api/programs/search - text search on name, city, state, ZIP and description; ZIP or
// "City, ST" (or lat/lng) adds a radius search and distanceMiles on each result (X-Total-Count)
import { handlers, route } from "@/lib/http/route";
import { searchAnswer } from "@/features/search/server";
import { LIST_PARAMS, programSearchQuerySchema } from "@/features/search/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", query: programSearchQuerySchema, lists: LIST_PARAMS }, ({ query }) => searchAnswer(query)),
});
