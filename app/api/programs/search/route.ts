// GET /api/programs/search - text search on name, city, state, ZIP and description; ZIP or
// "City, ST" (or lat/lng) adds a radius search and distanceMiles on each result (X-Total-Count)
import { parseWith, route } from "@/lib/api/errors";
import { jsonOnce } from "@/lib/api/json";
import { searchPrograms, totalHeader } from "@/lib/data/programs";
import { programSearchQuerySchema, queryObject } from "@/lib/validation/query";

export const GET = route(async (req) => {
  const query = parseWith(programSearchQuerySchema, queryObject(new URL(req.url).searchParams));
  const page = await searchPrograms(query);
  return jsonOnce(page.items, { headers: { "X-Total-Count": totalHeader(page) } });
});
