import { PROGRAM_TYPES } from "@/features/programs";
import { canonicalLanguage, inListOrder, LANGUAGES, PAYMENT_OPTIONS, SERVICES } from "@/features/programs";
import { SPECIALTIES } from "@/features/programs";
import { pageParam } from "@/lib/validation/page-param";
import { programListQuerySchema, programSearchQuerySchema } from "./api-params";
import { DEFAULT_SORT, parseRadius, type SearchState } from "./search-url";

export * from "./search-url";

/**
 * Parses the URL search state (`/?q=&radius=&state=&types=&sort=&page=`) with the API's own zod schemas.
 * Forgiving: a value that does not validate falls back to its default instead of failing the page,
 * so a mistyped or outdated link still shows results. Server side; client code imports
 * features/search/search-url.ts (no zod in the browser bundle).
 */
type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function all(params: RawParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const first = (params: RawParams, key: string) => all(params, key)[0];
const shape = programListQuerySchema.shape;

export function parseSearchState(params: RawParams): SearchState {
  const q = programSearchQuerySchema.shape.q.safeParse(first(params, "q") ?? "");
  const state = shape.state.safeParse(first(params, "state"));
  const sort = shape.sortBy.safeParse(first(params, "sort"));
  const verified = shape.verified.safeParse(first(params, "verified"));
  const known = new Set<string>(PROGRAM_TYPES);
  const picked = new Set(all(params, "types").map((t) => t.trim()).filter((t) => known.has(t)));
  return {
    q: q.success ? q.data : "",
    // 10, 25, 50 or 100; anything else (a typo, "abc", 37, 1e9) is the default 50.
    radius: parseRadius(first(params, "radius")),
    state: state.success ? state.data : undefined,
    // Canonical order, so the same filters always make the same URL.
    types: PROGRAM_TYPES.filter((t) => picked.has(t)),
    verified: verified.success ? verified.data : false,
    telehealth: first(params, "telehealth") === "true",
    newPatients: first(params, "acceptingNewPatients") === "true",
    // Values outside the fixed lists (and languages outside the picker's list) are dropped.
    payment: inListOrder(PAYMENT_OPTIONS, all(params, "payment")),
    language: inListOrder(LANGUAGES, all(params, "language").map(canonicalLanguage)),
    service: inListOrder(SERVICES, all(params, "service")),
    specialty: inListOrder(SPECIALTIES, all(params, "specialty")),
    openNow: first(params, "open") === "now",
    sort: (sort.success && sort.data) || DEFAULT_SORT,
    page: pageParam.parse(first(params, "page")),
  };
}

