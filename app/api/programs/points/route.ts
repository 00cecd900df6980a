// GET /api/programs/points - every result of a search or list for the home map, up to 500, as
// [{ id, name, lat, lng }] in the list's order (X-Total-Count: the search's total). No page parameters.
import { handlers, route } from "@/lib/http/route";
import { pointsAnswer } from "@/features/search/server";
import { LIST_PARAMS, programPointsQuerySchema } from "@/features/search/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "public", query: programPointsQuerySchema, lists: LIST_PARAMS }, ({ query }) => pointsAnswer(query)),
});
