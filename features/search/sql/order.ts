import "server-only";
import { asc, desc, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p } from "@/db/schema";
import type { Place } from "@/lib/geo";
import { cachedRead } from "@/lib/cache/read-cache";
import type { SortKey } from "@/features/programs";
import { PRIOR_MEAN_SQL, PRIOR_REVIEWS } from "@/features/programs/server";
import { sameName } from "@/features/search/memory-index";
import { escapeLike } from "./page";
import { constant } from "./filters";

/**
 * m of the "Top rated" score (features/programs/top-rated.ts), read like other reads: once per change of the
 * programs, by the same SQL the in-memory index reads it with.
 */
export function ratingPriorMean(): Promise<number> {
  return cachedRead("rating-prior-mean", async () => {
    const db = await getDb();
    const result = await db.execute(sql`select ${PRIOR_MEAN_SQL} as m`);
    return Number((result as unknown as { rows: { m: number | string }[] }).rows[0]!.m);
  });
}

/**
 * "Top rated": the Bayesian score (reviewed programs first), then more reviews, name, id. Also every other order's
 * tie-break. C and m are written as constants, so that with m at its cap the expression is the one of the
 * detox_programs_*top*_idx indexes (db/schema.ts, migration 0015) and a page is an index walk.
 */
export function topRated(m: number): SQL[] {
  const c = sql.raw(constant(PRIOR_REVIEWS));
  const score = sql`(case when ${p.reviewCount} > 0 then (${c}::float8 * ${sql.raw(constant(m))}::float8 + ${p.rating}::float8 * ${p.reviewCount}) / (${c} + ${p.reviewCount}) end)`;
  return [sql`${score} desc nulls last`, desc(p.reviewCount), asc(p.name), asc(p.id)];
}

/**
 * What a "Best match" order ranks by: the typed text against the name; then, for words, the field they are all
 * in (`fields`: the name, then the name or the city), or for the misspelling fallback a similarity `rank`.
 */
export type Match = { text?: string; fields?: SQL; rank?: SQL<number> };

/** A name as compared with typed text: whitespace runs as one space, trimmed, lower case. */
const normalName = sql`lower(btrim(regexp_replace(${p.name}, '\\s+', ' ', 'g')))`;

/**
 * The exact name, and a name starting with the text. Each first asks a plain LIKE of the words in order (names
 * are stored trimmed: "maple%grove%clinic" for the exact name, with a final % for the start), so the costly
 * normalisation runs only for the few names that pass: a common word is in most names, but starts few.
 */
function nameMatch(typed: string): SQL[] {
  const text = sameName(typed);
  const words = text.split(" ").map(escapeLike).join("%");
  const like = (pattern: string) => sql`lower(${p.name}) like lower(${pattern}) escape '\\'`;
  return [
    sql`(${like(words)} and ${normalName} = ${text}) desc`,
    sql`(${like(`${words}%`)} and ${normalName} like ${`${escapeLike(text)}%`} escape '\\') desc`,
  ];
}

const EARTH_RADIUS_MILES = 3958.7613; // lib/geo's haversine
// earthdistance's sphere, earth(), in metres. Both are great circles on a sphere, so a distance on one is
// the same angle as on the other: miles = earth_distance(...) * EARTH_MILES_PER_METRE, to float precision.
const EARTH_METRES = 6378168;
const EARTH_MILES_PER_METRE = EARTH_RADIUS_MILES / EARTH_METRES;

const centre = (place: Place) => sql`ll_to_earth(${place.latitude}::float8, ${place.longitude}::float8)`;

/**
 * The haversine distance in miles, computed from the stored `earth_loc` point (one C call on two cubes,
 * instead of trigonometry on every row's numeric latitude and longitude).
 */
export function distanceExpr(place: Place): SQL<number> {
  return sql<number>`(earth_distance("detox_programs"."earth_loc", ${centre(place)}) * ${EARTH_MILES_PER_METRE}::float8)`;
}

/**
 * The straight-line (chord) distance in metres from a place to the stored `earth_loc` point, cube's `<->`: what
 * the GiST index on `earth_loc` orders by (a nearest-first index walk that stops at the LIMIT). It grows with the
 * great-circle distance, so it orders the same; `chordMiles` turns it into `distanceExpr`'s miles.
 */
export function nearestFirst(place: Place): SQL<number> {
  return sql<number>`("detox_programs"."earth_loc" <-> ${centre(place)})`;
}

/** `nearestFirst`'s chord in metres as miles along the great circle: earthdistance's sec_to_gc, in miles. */
export function chordMiles(chordMetres: number): number {
  return 2 * EARTH_METRES * Math.asin(Math.min(1, chordMetres / (2 * EARTH_METRES))) * EARTH_MILES_PER_METRE;
}

/**
 * Within `radius` miles of a place: the GiST index on the generated `earth_loc` (earthdistance's
 * earth_box) finds the candidates, then the exact distance, the one shown, decides.
 */
export function withinRadius(place: Place, radius: number, distance: SQL<number>): SQL {
  const metres = (radius / EARTH_MILES_PER_METRE) * 1.0001;
  return sql`(earth_box(${centre(place)}, ${metres}::float8) @> "detox_programs"."earth_loc" and ${distance} <= ${radius})`;
}

/**
 * The words of a search as a tsquery text: letters and digits only (so never a syntax error), every
 * word required, the last one also as a prefix ("chelat" finds "chelation"). English stems on both sides.
 */
export function tsqueryText(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 && w.length >= 3 ? `${w}:*` : w)).join(" & ");
}

/**
 * The ORDER BY of an order actually used (see effectiveSort): "distance" has a place, "relevance" typed text.
 * Best match: the exact name (case and spaces aside), then a name starting with the text, then every word in the
 * name, then every word in the name or city (or the similarity rank), then "Top rated". The in-memory index
 * orders the same way (features/search/memory-index/rank.ts, bestMatches).
 */
export function ordering(sortBy: SortKey, m: number, distance?: SQL<number>, match: Match = {}): SQL[] {
  const tie = topRated(m);
  switch (sortBy) {
    case "distance":
      return distance ? [sql`${distance} asc`, asc(p.name), asc(p.id)] : tie;
    case "relevance": {
      const order: SQL[] = match.text ? nameMatch(match.text) : [];
      if (match.fields) {
        const vector = sql`"detox_programs"."search_vector"`;
        order.push(sql`(ts_filter(${vector}, '{a}') @@ ${match.fields}) desc`, sql`(ts_filter(${vector}, '{a,b}') @@ ${match.fields}) desc`);
      }
      if (match.rank) order.push(sql`${match.rank} desc`);
      return [...order, ...tie];
    }
    case "price-low":
      return [sql`${p.priceMin} asc nulls last`, ...tie];
    case "price-high":
      return [sql`${p.priceMax} desc nulls last`, ...tie];
    case "recent":
      return [desc(p.createdAt), asc(p.id)];
    default:
      return tie;
  }
}
