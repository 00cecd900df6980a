import "server-only";
import { listPrograms, searchPrograms, type Program } from "@/features/programs/data";
import type { Place } from "@/lib/geo";
import { PAGE_SIZE, type SearchState } from "@/features/search/state";

export type Results = { ok: true; items: Program[]; total: number; totalCapped: boolean; place: Place | null } | { ok: false };

/** Search text uses the search call, otherwise the filtered list (spec section 4); failures become the error state. */
export async function loadResults(s: SearchState): Promise<Results> {
  const common = { state: s.state, programTypes: s.types, verified: s.verified, telehealth: s.telehealth, acceptingNewPatients: s.newPatients, payment: s.payment, language: s.language, service: s.service, sortBy: s.sort, page: s.page, pageSize: PAGE_SIZE };
  try {
    if (s.q) {
      const { items, total, totalCapped, place } = await searchPrograms({ q: s.q, ...common });
      return { ok: true, items, total, totalCapped, place };
    }
    const { items, total, totalCapped } = await listPrograms(common);
    return { ok: true, items, total, totalCapped, place: null };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error(s.q ? "Failed to search programs" : "Failed to fetch programs", error instanceof Error ? `${error.message}${cause}` : error);
    return { ok: false };
  }
}
