import "server-only";
import { queryProgramIndex, type IndexPage, type IndexQuery } from "@/features/search/memory-index";
import { rowsById } from "@/features/programs/server";
import type { ProgramPage, ReadOptions } from "./page";

/** The part of a read's cache key that says whether the index may answer. */
export const pathKey = (opts: ReadOptions) => (opts.index === false ? ":sql" : "");

/** A page from the in-memory index (features/search/memory-index/): ids and total, then the page's rows by id. */
export async function fromIndex(q: IndexQuery, opts: ReadOptions): Promise<{ page: ProgramPage; wordsKnown: boolean } | null> {
  if (opts.index === false) return null;
  const hit: IndexPage | null = await queryProgramIndex(q);
  if (!hit) return null;
  const byId = await rowsById(hit.ids);
  // A row deleted since the index was read is left out (the write that deleted it also cleared the index).
  const items = hit.ids.flatMap((id, k) => {
    const row = byId.get(id);
    return row ? [hit.distances ? { ...row, distanceMiles: hit.distances[k] ?? null } : row] : [];
  });
  return { page: { items, total: hit.total, totalCapped: hit.totalCapped }, wordsKnown: hit.wordsKnown };
}
