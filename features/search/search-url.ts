import type { ProgramType, SortKey } from "@/features/programs";
import type { PaymentOption, Service } from "@/features/programs";
import type { Specialty } from "@/features/programs";

/**
 * The directory's search state in the URL: `/?q=&radius=&state=&types=&verified=true&telehealth=true&acceptingNewPatients=true
 * &payment=&language=&service=&specialty=&open=now&sort=&page=` (decisions.md; the detail filters use the API's own parameter names).
 * `types` repeats once per program type (`?types=A&types=B`): type names may contain commas.
 * This half has no zod, so client components can import it without shipping the schemas;
 * parsing (server side) is in features/search/parse-search-url.ts.
 */
export type SearchState = {
  q: string;
  /** Miles around a place (a ZIP or "City, ST" in `q`): one of RADIUS_STEPS; DEFAULT_RADIUS is left out of URLs. */
  radius: Radius;
  state: string | undefined;
  types: ProgramType[];
  /** "Verified providers only" (verified=true in the URL). */
  verified: boolean;
  telehealth: boolean;
  newPatients: boolean;
  /** Each list: any of its values (repeated in the URL, fixed lists' order). */
  payment: PaymentOption[];
  language: string[];
  service: Service[];
  /** Specialties from the NPI taxonomy (`specialty=`). */
  specialty: Specialty[];
  /** "Open now" (open=now in the URL and the API). */
  openNow: boolean;
  /** The sort chosen; DEFAULT_SORT when none is (the order that answers the query: see effectiveSort). */
  sort: SortKey;
  page: number;
};

export const PAGE_SIZE = 10;
/** The radius control's steps, in miles (decisions.md "The right provider first"). */
export const RADIUS_STEPS = [10, 25, 50, 100] as const;
export type Radius = (typeof RADIUS_STEPS)[number];
/** The API's default radius too (features/search/api-params.ts). */
export const DEFAULT_RADIUS: Radius = 50;
/** A radius= value of the page's URL: one of the steps, anything else the default (never an error). */
export function parseRadius(value: string | undefined): Radius {
  return RADIUS_STEPS.find((step) => String(step) === value?.trim()) ?? DEFAULT_RADIUS;
}
/** The next wider step (the empty state's "widen the radius"); null at the widest. */
export const widerRadius = (radius: Radius): Radius | null => RADIUS_STEPS.find((step) => step > radius) ?? null;
/** The most programs the home map plots: every result of the search up to this many (GET /api/programs/points). */
export const MAP_POINTS_CAP = 500;

/** No sort chosen: "Best match", whatever the query asks (see effectiveSort). Left out of URLs. */
export const DEFAULT_SORT: SortKey = "relevance";
export const EMPTY_SEARCH: SearchState = {
  q: "",
  radius: DEFAULT_RADIUS,
  state: undefined,
  types: [],
  verified: false,
  telehealth: false,
  newPatients: false,
  payment: [],
  language: [],
  service: [],
  specialty: [],
  openNow: false,
  sort: DEFAULT_SORT,
  page: 1,
};

/** How many filters are on (the Filters button's count, announced). */
export const activeFilterCount = (s: SearchState) =>
  (s.state ? 1 : 0) + (s.verified ? 1 : 0) + (s.telehealth ? 1 : 0) + (s.newPatients ? 1 : 0) + (s.openNow ? 1 : 0) + s.types.length + s.payment.length + s.language.length + s.service.length + s.specialty.length;


/**
 * The order a list or search is actually in (decisions.md "The right provider first"), for the sort control to
 * show and for features/programs/data.ts to use. `sortBy` is the sort chosen (absent or "relevance": none);
 * `hasPlace`: the query names a place (a ZIP or "City, ST" known to the ZIP data, or lat/lng).
 * - No sort chosen: a place lists the nearest first ("distance"); other search text the best match first
 *   ("relevance": the exact name, then names starting with the text, then every word in the name, then in the name or city); neither "rating".
 * - "distance" without a place is "rating". Any other choice is kept.
 */
export function effectiveSort({ sortBy, q, hasPlace }: { sortBy?: SortKey; q?: string; hasPlace: boolean }): SortKey {
  if (sortBy === undefined || sortBy === "relevance") return hasPlace ? "distance" : q?.trim() ? "relevance" : "rating";
  if (sortBy === "distance" && !hasPlace) return "rating";
  return sortBy;
}

/** The query string of a search state (defaults left out), with a leading "?" or "" when empty. */
export function serializeSearchState(s: Partial<SearchState>): string {
  const out = new URLSearchParams();
  const q = s.q?.trim();
  if (q) out.set("q", q);
  // The radius only means something around a place, so only with search text.
  if (q && s.radius && s.radius !== DEFAULT_RADIUS) out.set("radius", String(s.radius));
  if (s.state) out.set("state", s.state);
  for (const t of s.types ?? []) out.append("types", t);
  if (s.verified) out.set("verified", "true");
  if (s.telehealth) out.set("telehealth", "true");
  if (s.newPatients) out.set("acceptingNewPatients", "true");
  for (const v of s.payment ?? []) out.append("payment", v);
  for (const v of s.language ?? []) out.append("language", v);
  for (const v of s.service ?? []) out.append("service", v);
  for (const v of s.specialty ?? []) out.append("specialty", v);
  if (s.openNow) out.set("open", "now");
  if (s.sort && s.sort !== DEFAULT_SORT) out.set("sort", s.sort);
  if (s.page && s.page > 1) out.set("page", String(s.page));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/**
 * The query string of the API call that answers a search state, with the API's parameter names
 * (`programTypes`, `sortBy`) and no page: GET /api/programs/points, the home map's every result.
 */
export function apiQuery(s: SearchState): string {
  const out = new URLSearchParams();
  const q = s.q.trim();
  if (q) out.set("q", q);
  if (q && s.radius !== DEFAULT_RADIUS) out.set("radius", String(s.radius));
  if (s.state) out.set("state", s.state);
  for (const t of s.types) out.append("programTypes", t);
  if (s.verified) out.set("verified", "true");
  if (s.telehealth) out.set("telehealth", "true");
  if (s.newPatients) out.set("acceptingNewPatients", "true");
  for (const v of s.payment) out.append("payment", v);
  for (const v of s.language) out.append("language", v);
  for (const v of s.service) out.append("service", v);
  for (const v of s.specialty) out.append("specialty", v);
  if (s.openNow) out.set("open", "now");
  if (s.sort !== DEFAULT_SORT) out.set("sortBy", s.sort);
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The home page URL for `current` changed by `patch`; any change other than the page resets to page 1. */
export function searchHref(current: SearchState, patch: Partial<SearchState> = {}, base: SearchBase = "/"): string {
  const next: SearchState = { ...current, ...patch };
  if (patch.page === undefined) next.page = 1;
  return searchPath(base, serializeSearchState(next));
}

/** Where the home page's search lives: `/` in English, `/es` in Spanish (docs/i18n.md). */
export type SearchBase = "/" | "/es";

/** The search page's path with a serialized state: `/?q=x`, `/es?q=x`, `/`, `/es`. */
export const searchPath = (base: SearchBase, query: string): string => (base === "/" ? `/${query}` : `${base}${query}`);
