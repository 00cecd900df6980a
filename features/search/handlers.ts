import "server-only";
import { jsonOnce } from "@/lib/http/json";
import { listPrograms } from "./sql/list";
import { searchPrograms } from "./sql/search";
import { totalHeader, type ListParams, type SearchParams } from "./sql/page";
import { validCoordinates, type MapPoint } from "@/components/map/map";
import type { programPointsQuerySchema } from "./api-params";
import { MAP_POINTS_CAP } from "./search-url";
import type { z } from "@/lib/validation/zod";

type PointsQuery = z.output<typeof programPointsQuerySchema>;

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

/**
 * GET /api/programs/points: every result of a search or list for the home map, up to MAP_POINTS_CAP, in the
 * list's order (so the first pages' cards are always among them), as `{ id, name, lat, lng }` only; programs
 * without usable coordinates are left out. X-Total-Count is the search's total, as on the list and search calls.
 * The rows come through the same listPrograms / searchPrograms as the page (in-memory index, then rows by id).
 */
export async function pointsAnswer({ q, radius, lat, lng, ...filters }: PointsQuery) {
  const params = { ...filters, page: 1, pageSize: MAP_POINTS_CAP };
  const page = q ? await searchPrograms({ q, radius, lat, lng, ...params }) : await listPrograms(params);
  const points: MapPoint[] = page.items.flatMap((p) => {
    const at = validCoordinates(p);
    return at ? [{ id: p.id, name: p.name, lat: at[0], lng: at[1] }] : [];
  });
  return jsonOnce(points, { headers: { "X-Total-Count": totalHeader(page), "X-Sort-By": page.sortBy } });
}
