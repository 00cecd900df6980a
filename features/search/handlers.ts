import "server-only";
import { jsonOnce } from "@/lib/http/json";
import { listPrograms, searchPrograms, totalHeader, type ListParams, type SearchParams } from "@/features/programs/data";

/** GET /api/programs: the directory list, its total in X-Total-Count, the order used in X-Sort-By. */
export async function listAnswer(query: ListParams) {
  const page = await listPrograms(query);
  return jsonOnce(page.items, { headers: { "X-Total-Count": totalHeader(page), "X-Sort-By": page.sortBy } });
}

/** GET /api/programs/search: text, ZIP or "City, ST" search, its total in X-Total-Count, the order used in X-Sort-By. */
export async function searchAnswer(query: SearchParams) {
  const page = await searchPrograms(query);
  return jsonOnce(page.items, { headers: { "X-Total-Count": totalHeader(page), "X-Sort-By": page.sortBy } });
}
