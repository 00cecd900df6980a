import "server-only";
import { listPrograms } from "./sql/list";
import { searchPrograms } from "./sql/search";
import type { Program } from "@/features/programs";
import type { Place } from "@/lib/geo";
import type { SortKey } from "@/features/programs";
import { PAGE_SIZE, type SearchState } from "./parse-search-url";
import { claimedPrograms } from "@/features/owners/server";

/** A result, and whether its owner holds it (the card says "Claimed by the provider"). */
export type Result = Program & { claimed: boolean };

/** `sortBy`: the order the items are in (effectiveSort), for the sort control to show. */
export type Results = { ok: true; items: Result[]; total: number; totalCapped: boolean; place: Place | null; sortBy: SortKey } | { ok: false };

/** Search text uses the search call, otherwise the filtered list (spec section 4); failures become the error state. */
export async function loadResults(s: SearchState): Promise<Results> {
  const common = { state: s.state, programTypes: s.types, verified: s.verified, telehealth: s.telehealth, acceptingNewPatients: s.newPatients, payment: s.payment, language: s.language, service: s.service, specialty: s.specialty, open: s.openNow ? ("now" as const) : undefined, sortBy: s.sort, page: s.page, pageSize: PAGE_SIZE };
  try {
    const [page, claimed] = await Promise.all([s.q ? searchPrograms({ q: s.q, radius: s.radius, ...common }) : listPrograms(common).then((list) => ({ ...list, place: null })), claimedPrograms().catch(() => new Set<string>())]);
    const { total, totalCapped, place, sortBy } = page;
    const items = page.items.map((p) => ({ ...p, claimed: claimed.has(p.id) }));
    return { ok: true, items, total, totalCapped, place, sortBy };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error(s.q ? "Failed to search programs" : "Failed to fetch programs", error instanceof Error ? `${error.message}${cause}` : error);
    return { ok: false };
  }
}
