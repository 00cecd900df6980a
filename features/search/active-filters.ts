import { languageName, programTypeName } from "@/features/programs";
import { fill } from "@/lib/i18n/fill";
import { stateName } from "@/lib/us-states";
import type { SearchState } from "./search-url";
import type { SearchWords } from "./text";

/** One filter in use, with the change that removes it (the chips above the results, the empty state). */
export type ActiveFilter = { key: string; label: string; remove: Partial<SearchState> };

/** The filters a search state has on, in the panel's order. Not the text query, the sort or the page. */
export function activeFilters(s: SearchState, { text: t, labels: l }: Pick<SearchWords, "text" | "labels">): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (s.state) out.push({ key: "state", label: stateName(s.state) ?? s.state, remove: { state: undefined } });
  if (s.verified) out.push({ key: "verified", label: t.verifiedOnly, remove: { verified: false } });
  if (s.telehealth) out.push({ key: "telehealth", label: t.telehealthChip, remove: { telehealth: false } });
  if (s.newPatients) out.push({ key: "newPatients", label: t.newPatients, remove: { newPatients: false } });
  if (s.openNow) out.push({ key: "openNow", label: t.openNow, remove: { openNow: false } });
  for (const v of s.payment) out.push({ key: `payment:${v}`, label: l.payment[v], remove: { payment: s.payment.filter((x) => x !== v) } });
  for (const v of s.language) out.push({ key: `language:${v}`, label: fill(t.speaks, { language: languageName(l, v) }), remove: { language: s.language.filter((x) => x !== v) } });
  for (const v of s.service) out.push({ key: `service:${v}`, label: l.services[v], remove: { service: s.service.filter((x) => x !== v) } });
  for (const v of s.specialty) out.push({ key: `specialty:${v}`, label: l.specialties[v], remove: { specialty: s.specialty.filter((x) => x !== v) } });
  for (const v of s.types) out.push({ key: `type:${v}`, label: programTypeName(l, v), remove: { types: s.types.filter((x) => x !== v) } });
  return out;
}

/** Every filter off; the text query and the sort stay. */
export const NO_FILTERS: Partial<SearchState> = { state: undefined, verified: false, telehealth: false, newPatients: false, openNow: false, payment: [], language: [], service: [], specialty: [], types: [] };
