import { z } from "@/lib/validation/zod";
import { SORT_KEYS } from "@/features/programs";
import { toStateCode } from "@/lib/us-states";
import { strictDecimal, strictInt, trimmedText } from "@/lib/validation/fields";
import { pageNumber } from "@/lib/validation/page-param";
import { canonicalLanguage, MAX_LANGUAGE_LENGTH, PAYMENT_OPTIONS, SERVICES } from "@/features/programs";
import { SPECIALTIES } from "@/features/programs";

const state = z
  .string()
  .trim()
  .max(30)
  .optional()
  .transform((v, ctx) => {
    if (!v || v.toLowerCase() === "all") return undefined;
    const code = toStateCode(v);
    if (!code) {
      ctx.addIssue({ code: "custom", message: "Unknown state" });
      return z.NEVER;
    }
    return code;
  });

const programTypes = z
  .array(trimmedText(100, { min: 1, tooLong: "Program type is too long", nul: "Invalid program type" }))
  .max(20, "At most 20 program types")
  .default([]);

const paging = {
  page: pageNumber,
  pageSize: strictInt("pageSize must be a whole number")
    .pipe(z.number().min(1, "pageSize must be between 1 and 100").max(100, "pageSize must be between 1 and 100"))
    .default(20),
};

/** verified=true: only verified listings; "false" or absent: all. */
const verified = z
  .enum(["true", "false"], { error: "verified must be true or false" })
  .optional()
  .transform((v) => v === "true");

/** telehealth=true, acceptingNewPatients=true: only those; "false" or absent: all. */
const onlyTrue = (name: string) =>
  z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => v === "true");

/**
 * The detail filters (decisions.md "Provider details people filter on"): several values of one parameter
 * match any of them; different parameters combine with AND.
 */
const detailFilters = {
  telehealth: onlyTrue("telehealth"),
  acceptingNewPatients: onlyTrue("acceptingNewPatients"),
  payment: z.array(z.enum(PAYMENT_OPTIONS, { error: `payment must be one of ${PAYMENT_OPTIONS.join(", ")}` })).max(PAYMENT_OPTIONS.length).default([]),
  language: z
    .array(trimmedText(MAX_LANGUAGE_LENGTH, { min: 1, short: "language must not be empty", tooLong: "language is too long", nul: "Invalid language" }).transform(canonicalLanguage))
    .max(20, "At most 20 languages")
    .default([]),
  service: z.array(z.enum(SERVICES, { error: `service must be one of ${SERVICES.join(", ")}` })).max(SERVICES.length).default([]),
  /** Specialties from the NPI taxonomy (decisions.md "Care, not just listings"). */
  specialty: z.array(z.enum(SPECIALTIES, { error: `specialty must be one of ${SPECIALTIES.join(", ")}` })).max(SPECIALTIES.length).default([]),
  /** open=now: only programs open at this moment in their own time zone (none without hours); absent: all. */
  open: z.enum(["now"], { error: "open must be now" }).optional(),
};

/** Query parameters that repeat (one value each time). */
export const LIST_PARAMS = ["programTypes", "payment", "language", "service", "specialty"];

/** Absent: the order that answers the query (effectiveSort in features/search/search-url.ts). */
const sortBy = z.enum(SORT_KEYS, { error: `sortBy must be one of ${SORT_KEYS.join(", ")}` }).optional();

export const programListQuerySchema = z.object({ state, programTypes, verified, ...detailFilters, sortBy, ...paging });

const SEARCH_REQUIRED = "Please enter a city, state, or zip code to search.";

const searchText = trimmedText(200, { error: SEARCH_REQUIRED, min: 1, short: SEARCH_REQUIRED, label: "Search text", nul: "Search text must not contain NUL characters" });

/** Around a place: radius in miles (default 50, the home page's DEFAULT_RADIUS), or lat/lng as the place. */
const around = {
  radius: strictDecimal("radius must be a number").pipe(z.number().min(1, "radius must be between 1 and 500 miles").max(500, "radius must be between 1 and 500 miles")).default(50),
  lat: strictDecimal("lat must be a number").pipe(z.number().min(-90, "lat must be between -90 and 90").max(90, "lat must be between -90 and 90")).optional(),
  lng: strictDecimal("lng must be a number").pipe(z.number().min(-180, "lng must be between -180 and 180").max(180, "lng must be between -180 and 180")).optional(),
};
const latLngTogether = (v: { lat?: number; lng?: number }) => (v.lat === undefined) === (v.lng === undefined);
const LAT_LNG_TOGETHER = { message: "lat and lng go together", path: ["lat"] };

export const programSearchQuerySchema = z
  .object({ q: searchText, ...around, state, programTypes, verified, ...detailFilters, sortBy, ...paging })
  .refine(latLngTogether, LAT_LNG_TOGETHER);

/**
 * GET /api/programs/points (the home map's every result): the search's parameters, or the list's when `q` is
 * absent or empty; no page (the first MAP_POINTS_CAP results in the list's order). lat/lng need `q`, as in search.
 */
export const programPointsQuerySchema = z
  .object({ q: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), searchText.optional()), ...around, state, programTypes, verified, ...detailFilters, sortBy })
  .refine(latLngTogether, LAT_LNG_TOGETHER)
  .refine((v) => v.q !== undefined || v.lat === undefined, { message: "lat and lng need q", path: ["lat"] });
