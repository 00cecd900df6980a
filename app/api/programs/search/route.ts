// GET /api/programs/search - text search on name, city, state, ZIP and description; ZIP or
// "City, ST" (or lat/lng) adds a radius search and distanceMiles on each result (X-Total-Count)
import { parseWith, route } from "@/lib/http/errors";
import { jsonOnce } from "@/lib/http/json";
import { searchPrograms, totalHeader } from "@/features/programs/data";
import { programSearchQuerySchema, queryObject } from "@/features/search/query";
import { methodNotAllowed } from "@/lib/http/methods";

export const GET = route(async (req) => {
  const query = parseWith(programSearchQuerySchema, queryObject(new URL(req.url).searchParams));
  const page = await searchPrograms(query);
  return jsonOnce(page.items, { headers: { "X-Total-Count": totalHeader(page) } });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
