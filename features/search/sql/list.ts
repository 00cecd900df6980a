import "server-only";
import { and } from "drizzle-orm";
import { cachedRead } from "@/lib/cache/read-cache";
import { effectiveSort } from "../search-url";
import { countLimit, type ListParams, type ReadOptions, type SortedPage } from "./page";
import { filterKeyOf, filters } from "./filters";
import { ordering, ratingPriorMean } from "./order";
import { runPage } from "./run-page";
import { fromIndex, pathKey } from "./from-index";

/** The filtered, sorted, paginated directory list (GET /api/programs, home page). */
export function listPrograms(params: ListParams = {}, opts: ReadOptions = {}): Promise<SortedPage> {
  const { page = 1, pageSize = 20 } = params;
  // No text and no place: "Top rated" unless another order is chosen.
  const sortBy = effectiveSort({ sortBy: params.sortBy, q: "", hasPlace: false });
  const filterKey = `list:${filterKeyOf(params)}`;
  return cachedRead(`${filterKey}:${sortBy}:${page}:${pageSize}${pathKey(opts)}`, async () => {
    const indexed = await fromIndex({ filters: params, sortBy, page, pageSize, countLimit: countLimit(page, pageSize) }, opts);
    const result = indexed?.page ?? (await runPage(filterKey, and(...filters(params)), ordering(sortBy, await ratingPriorMean()), page, pageSize));
    return { ...result, sortBy };
  }, { keepOnRepeat: true });
}
