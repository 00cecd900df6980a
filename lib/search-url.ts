import { PROGRAM_TYPES, type ProgramType, type SortKey } from "@/lib/program-types";

/**
 * The directory's search state in the URL: `/?q=&state=&types=&verified=true&sort=&page=` (decisions.md).
 * `types` repeats once per program type (`?types=A&types=B`): type names may contain commas.
 * This half has no zod, so client components can import it without shipping the schemas;
 * parsing (server side) is in lib/search-state.ts.
 */
export type SearchState = {
  q: string;
  state: string | undefined;
  types: ProgramType[];
  /** "Verified providers only" (verified=true in the URL). */
  verified: boolean;
  sort: SortKey;
  page: number;
};

export const PAGE_SIZE = 10;
export const DEFAULT_SORT: SortKey = "rating";
export const EMPTY_SEARCH: SearchState = { q: "", state: undefined, types: [], verified: false, sort: DEFAULT_SORT, page: 1 };

export const SORT_LABELS: Record<SortKey, string> = {
  distance: "Distance",
  relevance: "Best match",
  rating: "Top rated",
  "price-low": "Lowest price",
  "price-high": "Highest price",
  recent: "Newest",
};

/** The query string of a search state (defaults left out), with a leading "?" or "" when empty. */
export function serializeSearchState(s: Partial<SearchState>): string {
  const out = new URLSearchParams();
  const q = s.q?.trim();
  if (q) out.set("q", q);
  if (s.state) out.set("state", s.state);
  for (const t of s.types ?? []) out.append("types", t);
  if (s.verified) out.set("verified", "true");
  if (s.sort && s.sort !== DEFAULT_SORT) out.set("sort", s.sort);
  if (s.page && s.page > 1) out.set("page", String(s.page));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The home page URL for `current` changed by `patch`; any change other than the page resets to page 1. */
export function searchHref(current: SearchState, patch: Partial<SearchState> = {}): string {
  const next: SearchState = { ...current, ...patch };
  if (patch.page === undefined) next.page = 1;
  return `/${serializeSearchState(next)}`;
}

/** Ticks or unticks one program type (spec section 4: an empty list clears the filter). */
export function toggleType(types: readonly ProgramType[], type: ProgramType, on: boolean): ProgramType[] {
  const set = new Set(types);
  if (on) set.add(type);
  else set.delete(type);
  return PROGRAM_TYPES.filter((t) => set.has(t));
}

/** Page numbers to show around `page`, with null for a gap: 1 … 4 5 6 … 30. */
export function pageWindow(page: number, lastPage: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= lastPage; n++) {
    if (n === 1 || n === lastPage || Math.abs(n - page) <= around) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
