import "server-only";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { cache } from "react";
import { getDb, type Tx } from "@/db";
import { DomainError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { detoxPrograms as p, type ProgramRow } from "@/db/schema";
import { lookupCity, lookupZip, parseCityState, resolvePlace, type Place } from "@/lib/geo";
import type { SortKey } from "@/features/programs/program-types";
import { effectiveSort } from "@/features/search/url-state";
import { PRIOR_MEAN_SQL, PRIOR_REVIEWS } from "@/features/programs/top-rated";
import { SINGLE_ZONES, SPLIT_ZONES, TIME_ZONES, type ZoneLine } from "@/features/programs/hours/time-zone";
import { zoneClocks } from "@/features/programs/hours/open-now";
import { toStateCode } from "@/lib/us-states";
import { specialtyCodes } from "@/features/programs/specialties";
import type { ProgramCreate, ProgramUpdate } from "@/features/programs/schema";
import { cachedRead, invalidateReads, memoryReadsAllowed, readGeneration } from "@/lib/cache/read-cache";
import { approximateBytes } from "@/lib/cache/approximate-bytes";
import { BoundedMap } from "@/lib/cache/bounded-map";
import { ADMIN_EDIT, withActor, type Actor } from "./history";
import { queryProgramIndex, sameName, tsqueryTerms, type IndexPage, type IndexQuery } from "@/features/search/memory-index";

export type Program = ProgramRow & { distanceMiles?: number | null };
/** `total` is exact unless `totalCapped`: then at least that many match (see countLimit). */
export type ProgramPage = { items: Program[]; total: number; totalCapped: boolean };
/** A list or search page, with the order it is in (see effectiveSort: what an absent or impossible sort became). */
export type SortedPage = ProgramPage & { sortBy: SortKey };

export type ListParams = {
  state?: string;
  /** Only listings whose verification stands (decisions.md "Trust"). */
  verified?: boolean;
  programTypes?: string[];
  /** The detail filters: booleans require true; each list matches any of its values. */
  telehealth?: boolean;
  acceptingNewPatients?: boolean;
  payment?: string[];
  language?: string[];
  service?: string[];
  /** Specialties from the NPI taxonomy (features/programs/specialties.ts): any of them. */
  specialty?: string[];
  /** "now": only programs whose hours cover the current time in their own time zone (none without hours). */
  open?: "now";
  /** The clock of `open` (tests pin it); the current time when absent. */
  now?: Date;
  /** Absent (or "relevance"): the order that answers the query, see effectiveSort. */
  sortBy?: SortKey;
  page?: number;
  pageSize?: number;
};

export type SearchParams = ListParams & { q: string; radius?: number; lat?: number; lng?: number };


/** Escapes LIKE wildcards so search text always matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * Totals are counted exactly up to this many matches; above it a page says "1,000+" (and the API
 * `X-Total-Count: 1000+`). Counting every one of 30,000 matches on each request was the largest
 * single cost of a search; a cap bounds it whatever the query.
 */
export const TOTAL_CAP = 1000;

/** How far to count for one page: the cap, or far enough to know whether a page after this one exists. */
export const countLimit = (page: number, pageSize: number) => Math.max(TOTAL_CAP, page * pageSize) + 1;

/** `X-Total-Count`: the exact count, or the cap with a "+" ("1000+": at least that many). */
export const totalHeader = ({ total, totalCapped }: Pick<ProgramPage, "total" | "totalCapped">) => `${total}${totalCapped ? "+" : ""}`;

/** The figure to show for a total: "1,000+" when capped. */
export const formatTotal = ({ total, totalCapped }: Pick<ProgramPage, "total" | "totalCapped">) =>
  `${total.toLocaleString("en-US")}${totalCapped ? "+" : ""}`;

/** Shares any value with the list (`&&`: the GIN index answers it). */
const overlaps = (column: AnyPgColumn, values: string[]) => sql`${column} && ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** Registered with any of the specialties' NUCC codes (`@>`: the GIN index answers each code). */
export function hasSpecialty(specialty: string[]): SQL {
  const codes = specialtyCodes(specialty);
  if (codes.length === 0) return sql`false`;
  return sql`(${sql.join(codes.map((code) => sql`${p.npiTaxonomies} @> ${JSON.stringify([{ code }])}::jsonb`), sql` or `)})`;
}

function filters({ state, programTypes, verified, telehealth, acceptingNewPatients, payment, language, service, specialty, open, now }: ListParams): SQL[] {
  const where: SQL[] = [eq(p.isActive, true)];
  if (state) where.push(eq(p.state, state));
  if (verified) where.push(eq(p.isVerified, true));
  if (programTypes && programTypes.length > 0) where.push(overlaps(p.programTypes, programTypes));
  // Written as the bare column, like the partial indexes' predicates, so the planner can use them.
  if (telehealth) where.push(sql`${p.telehealth}`);
  if (acceptingNewPatients) where.push(sql`${p.acceptingNewPatients}`);
  if (payment && payment.length > 0) where.push(overlaps(p.paymentOptions, payment));
  if (language && language.length > 0) where.push(overlaps(p.languages, language));
  if (service && service.length > 0) where.push(overlaps(p.services, service));
  if (specialty && specialty.length > 0) where.push(hasSpecialty(specialty));
  if (open === "now") where.push(openAt(now ?? new Date()));
  return where;
}

/** The minute an "Open now" answer holds for (hours are in minutes): part of its cache key. */
const openMinute = (x: ListParams) => (x.open === "now" ? Math.floor((x.now ?? new Date()).getTime() / 60_000) : null);

/** The filters' part of a cache key. */
const filterKeyOf = (x: ListParams) =>
  JSON.stringify([x.state, x.programTypes, x.verified === true, x.telehealth === true, x.acceptingNewPatients === true, x.payment ?? [], x.language ?? [], x.service ?? [], x.specialty ?? [], openMinute(x)]);

// ---- "Open now" (decisions.md "The right provider first"; features/programs/hours/)

/** A constant of our own code as SQL text (the zone rules below): checked, since it is not a parameter. */
function constant(value: string | number): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (!/^[A-Za-z_/]+$/.test(value)) throw new Error(`Not a plain name: ${value}`);
  return `'${value}'`;
}

/**
 * A program's IANA time zone in SQL, written from the same rules as timeZoneFor (features/programs/hours/time-zone.ts):
 * its state's zone, or for a state in two zones the side of the line its coordinates are on (the state's main zone
 * when it has none, stored as 0,0). Null for an unknown state.
 */
const ZONE_SQL = (() => {
  const lat = `"detox_programs"."latitude"`;
  const lng = `"detox_programs"."longitude"`;
  const side = (line: ZoneLine) =>
    [
      line.lngBelow !== undefined && `${lng} < ${constant(line.lngBelow)}`,
      line.lngAbove !== undefined && `${lng} > ${constant(line.lngAbove)}`,
      line.latBelow !== undefined && `${lat} < ${constant(line.latBelow)}`,
      line.latAbove !== undefined && `${lat} > ${constant(line.latAbove)}`,
    ]
      .filter(Boolean)
      .join(" and ");
  const whens = [
    ...Object.entries(SINGLE_ZONES).map(([state, zone]) => `when ${constant(state)} then ${constant(zone)}`),
    ...Object.entries(SPLIT_ZONES).map(([state, { lines, otherwise }]) => {
      const sides = lines.map((line) => `when not (${lat} = 0 and ${lng} = 0) and ${side(line)} then ${constant(line.zone)}`).join(" ");
      return `when ${constant(state)} then (case ${sides} else ${constant(otherwise)} end)`;
    }),
  ];
  return `(case "detox_programs"."state" ${whens.join(" ")} end)`;
})();

/**
 * Open at `now` in the program's own time zone: an interval of its local weekday covers its local time (opening
 * minute included, closing minute not; "HH:MM" texts compare as times). The clock of every zone is computed here
 * once; programs without hours never match.
 */
function openAt(now: Date): SQL {
  const clocks = zoneClocks(now, TIME_ZONES).map((c) => sql`(${c.zone}, ${c.day}, ${c.hhmm})`);
  const day = sql`"detox_programs"."hours" -> clock.day`;
  return sql`("detox_programs"."hours" is not null and exists (
    select 1 from (values ${sql.join(clocks, sql`, `)}) as clock(zone, day, at)
    cross join lateral jsonb_array_elements(case when jsonb_typeof(${day}) = 'array' then ${day} else '[]'::jsonb end) as iv
    where clock.zone = ${sql.raw(ZONE_SQL)} and (iv ->> 0) collate "C" <= clock.at and (iv ->> 1) collate "C" > clock.at))`;
}

// ---- order

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
type Match = { text?: string; fields?: SQL; rank?: SQL<number> };

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
 * orders the same way (features/search/memory-index.ts, bestMatches).
 */
function ordering(sortBy: SortKey, m: number, distance?: SQL<number>, match: Match = {}): SQL[] {
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

// The page and its total are two queries: a window count would make the database fetch and sort
// every matching row just to keep one page. The total is counted up to countLimit() and cached apart
// from page and sort. `fewMatches`: the page first, and no count when a first page is not full (it is the
// total): for the misspelling fallback, which usually finds a few rows and costs a trigram scan per query.
// `sortsAll`: the order is no index's (best match ranks every match): the sort then carries only ids, and the
// page's rows are read by id after it (at 100,000 programs, a quarter of the time for a common word).
async function runPage(countKey: string, where: SQL | undefined, order: SQL[], page: number, pageSize: number, distance?: SQL<number>, fewMatches = false, sortsAll = false): Promise<ProgramPage> {
  const db = await getDb();
  const limit = countLimit(page, pageSize);
  const byId = async () => {
    const ids = await db.select({ id: p.id }).from(p).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize);
    if (ids.length === 0) return [];
    // Read now, not from the index's row store: the database answers when that store may not be current.
    const rows = new Map((await db.select().from(p).where(inArray(p.id, ids.map((r) => r.id)))).map((row) => [row.id, row]));
    return ids.flatMap(({ id }) => (rows.has(id) ? [{ program: rows.get(id)! }] : []));
  };
  const pageRows = () =>
    sortsAll && !distance
      ? byId()
      : db
          .select({ program: p, ...(distance ? { distanceMiles: sql<number>`round((${distance})::numeric, 1)`.mapWith(Number) } : {}) })
          .from(p)
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  const count = () =>
    cachedRead(`count:${countKey}:${limit}`, async () => {
      const matches = db.select({ one: sql`1` }).from(p).where(where).limit(limit).as("matches");
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
      return row?.n ?? 0;
    });
  let rows: Awaited<ReturnType<typeof pageRows>>;
  let counted: number;
  if (fewMatches) {
    rows = await pageRows();
    counted = page === 1 && rows.length < pageSize ? rows.length : await count();
  } else {
    [rows, counted] = await Promise.all([pageRows(), count()]);
  }
  const items = rows.map((r) => (distance ? { ...r.program, distanceMiles: (r as { distanceMiles?: number }).distanceMiles ?? null } : r.program));
  return { items, total: Math.min(counted, limit - 1), totalCapped: counted >= limit };
}

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

/** `index: false` makes the database answer even when the in-memory index could (tests compare the two). */
export type ReadOptions = { index?: boolean };
const pathKey = (opts: ReadOptions) => (opts.index === false ? ":sql" : "");

/** A page from the in-memory index (features/search/memory-index.ts): ids and total, then the page's rows by id. */
async function fromIndex(q: IndexQuery, opts: ReadOptions): Promise<{ page: ProgramPage; wordsKnown: boolean } | null> {
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

/**
 * Program rows by id, remembered under the index's rule (current until a write clears the read cache):
 * the rows of the first pages of common searches are asked for again and again, by many different searches.
 */
const ROWS_KEPT = 20_000;
// A row counts about 4 KB (approximateBytes: strings at 2 bytes a character, so about twice V8's own size for
// English text), so 20,000 rows count about 80 MB: the bytes bound only stops rows far larger than usual. At
// 32 MB it kept about 8,000 rows, fewer than the 10,000 programs of the bench, and searches fetched evicted rows
// again: text search lost a third of its rate (docs/performance.md, round 14).
const ROWS_KEPT_BYTES = 96 * 2 ** 20;
type KeptRows = { generation: number; rows: BoundedMap<string, ProgramRow> };
const rowStore = globalThis as unknown as { __detoxProgramRows?: KeptRows };

/** What the row store holds (GET /api/metrics). */
export function keptRowStats(): { rows: number; bytes: number } {
  const kept = rowStore.__detoxProgramRows;
  return { rows: kept?.rows.size ?? 0, bytes: kept?.rows.bytes ?? 0 };
}

async function rowsById(ids: string[]): Promise<Map<string, ProgramRow>> {
  const generation = readGeneration();
  const kept = (rowStore.__detoxProgramRows ??= { generation, rows: new BoundedMap(ROWS_KEPT, ROWS_KEPT_BYTES, (row) => approximateBytes(row)) });
  if (kept.generation !== generation) {
    kept.generation = generation;
    kept.rows.clear();
  }
  const out = new Map<string, ProgramRow>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = kept.rows.get(id);
    if (hit) out.set(id, hit);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const db = await getDb();
  const rows = await db.select().from(p).where(and(inArray(p.id, missing), eq(p.isActive, true)));
  const current = readGeneration() === generation; // no write since: the rows may be kept
  for (const row of rows) {
    out.set(row.id, row);
    if (current) kept.rows.set(row.id, row);
  }
  return out;
}

/**
 * Text search, plus radius search when the text (or lat/lng) names a place.
 *
 * Words match the weighted, English-stemmed `search_vector` (name, city, program types, description;
 * GIN; the last word also as a prefix); text with other characters also matches name and city literally
 * as a substring (trigram GIN; `%` and `_` are plain characters); a state code or name, "City, ST" and a
 * place's radius match too. A 5-digit ZIP is a
 * place, not words. Only when all that finds nothing does a second query look for misspelled names
 * and cities by trigram word similarity: common words never pay for it.
 */
export function searchPrograms(params: SearchParams, opts: ReadOptions = {}): Promise<SortedPage & { place: Place | null }> {
  const { q, radius = 50, page = 1, pageSize = 20 } = params;
  const filterKey = `search:${JSON.stringify([q, radius, params.lat, params.lng])}:${filterKeyOf(params)}`;
  return cachedRead(`${filterKey}:${params.sortBy ?? ""}:${page}:${pageSize}${pathKey(opts)}`, async () => {
    const text = q.trim();
    const lower = text.toLowerCase();
    const place =
      params.lat !== undefined && params.lng !== undefined
        ? { latitude: params.lat, longitude: params.lng, label: `${params.lat}, ${params.lng}` }
        : (resolvePlace(text) ?? null);
    // A ZIP is a place, not words: it matches its own ZIP and its radius (both indexed), not text.
    const zipOnly = /^\d{5}$/.test(text);
    const words = zipOnly ? null : tsqueryText(text);
    const cityState = parseCityState(text);
    // Words go to the full-text index. Text that words cannot express ("100%", "_", "St. Louis", "O'Neil")
    // is also matched literally, as a substring of name and city: trigram scans that cost more than the
    // full-text one for common letters, so only when needed. "City, ST" has its own exact match below.
    const literal = !zipOnly && !cityState && (!words || /[^\p{L}\p{N}\s]/u.test(text));
    const stateCode = toStateCode(text);
    // With no sort chosen: a place nearest first, other text best match first (effectiveSort).
    const sortBy = effectiveSort({ sortBy: params.sortBy, q: text, hasPlace: place !== null });
    // Best match compares the text with names; a ZIP is not a name.
    const match: Match = zipOnly ? {} : { text };

    // The in-memory index answers when it can (best match included); else the same conditions and order in SQL.
    const terms = words && opts.index !== false && memoryReadsAllowed() ? await tsqueryTerms(words) : null;
    const indexed =
      words && !terms
        ? null
        : await fromIndex(
            {
              filters: params,
              text: { zip: text, literal: literal ? lower : null, terms, name: zipOnly ? null : sameName(text), stateCode: stateCode ?? null, cityState: cityState ?? null, place, radius },
              sortBy,
              page,
              pageSize,
              countLimit: countLimit(page, pageSize),
            },
            opts,
          );
    const base = filters(params);
    const inSql = async () => {
      // Built only when the database answers.
      const like = `%${escapeLike(lower)}%`;
      const tsquery = words ? sql`to_tsquery('english'::regconfig, ${words})` : null;
      const matches: SQL[] = [eq(p.zipCode, text)];
      if (literal) matches.push(sql`lower(${p.name}) like ${like} escape '\\'`, sql`lower(${p.city}) like ${like} escape '\\'`);
      if (tsquery) matches.push(sql`"detox_programs"."search_vector" @@ ${tsquery}`);
      if (stateCode) matches.push(eq(p.state, stateCode));
      if (cityState) matches.push(and(sql`lower(${p.city}) = ${cityState.city.toLowerCase()}`, eq(p.state, cityState.state))!);
      const distance = place ? distanceExpr(place) : undefined;
      if (place && distance) matches.push(withinRadius(place, radius, distance));
      return runPage(filterKey, and(...base, or(...matches)), ordering(sortBy, await ratingPriorMean(), distance, { ...match, fields: tsquery ?? undefined }), page, pageSize, distance, false, sortBy === "relevance");
    };
    let result = indexed?.page ?? (await inSql());

    // Nothing at all: perhaps a misspelling ("Philadelpia", "Ironbund Health"). Not when the index knows every
    // word (each is in some listing; no listing has them all): a trigram scan per such query was the largest
    // cost of text search at 100,000 programs, and a misspelled word is one the directory does not hold.
    if (result.total === 0 && !place && !zipOnly && lower.length >= 3 && !indexed?.wordsKnown) {
      const target = cityState?.city.toLowerCase() ?? lower;
      const fuzzy = cityState
        ? and(sql`${target} <% lower(${p.city})`, eq(p.state, cityState.state))!
        : or(sql`${target} <% lower(${p.name})`, sql`${target} <% lower(${p.city})`)!;
      const similarity = sql<number>`greatest(word_similarity(${target}, lower(${p.name})), word_similarity(${target}, lower(${p.city})))`;
      result = await runPage(`fuzzy:${filterKey}`, and(...base, fuzzy), ordering(sortBy, await ratingPriorMean(), undefined, { ...match, rank: similarity }), page, pageSize, undefined, true, sortBy === "relevance");
    }
    if (!place) result.items = result.items.map((item) => ({ ...item, distanceMiles: null }));
    return { ...result, place, sortBy };
  }, { keepOnRepeat: true });
}

/** One active program by id; null for unknown or malformed ids. Shared by metadata and page. */
export const getProgram = cache(async (id: string, opts: { includeInactive?: boolean } = {}): Promise<Program | null> => {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const where = opts.includeInactive ? eq(p.id, id) : and(eq(p.id, id), eq(p.isActive, true));
  const [row] = await db.select().from(p).where(where).limit(1);
  return row ?? null;
});

/**
 * One active program for the public pages (the program page and its metadata): the row the last searches and
 * lists kept (rowsById: current until a write clears the read cache), else read and kept. Visitors mostly arrive
 * from a list of results, so the page does not ask the database again for a row it just showed. Write paths
 * and owner checks use getProgram, which always reads. Its one caller, loadProgramPage, is React-`cache`d per request.
 */
export async function getPublicProgram(id: string): Promise<Program | null> {
  if (!isUuid(id)) return null;
  if (!memoryReadsAllowed()) return getProgram(id);
  const key = id.toLowerCase(); // kept rows are keyed by the database's spelling of the id
  return (await rowsById([key])).get(key) ?? null;
}

function coordinatesFor(zipCode: string, city: string, state: string): { latitude: number; longitude: number } {
  const place = lookupZip(zipCode.slice(0, 5)) ?? lookupCity(city, state);
  // Unknown places get 0,0, which the map treats as "no valid coordinates".
  return place ? { latitude: place.latitude, longitude: place.longitude } : { latitude: 0, longitude: 0 };
}

/** Adds an owner-submitted program: live at once, unverified, placed by its ZIP. */
export async function createProgram(input: ProgramCreate): Promise<Program> {
  const db = await getDb();
  const [row] = await db
    .insert(p)
    .values({ ...input, ...coordinatesFor(input.zipCode, input.city, input.state), isVerified: false, isActive: true, source: "owner" })
    .returning();
  invalidateReads();
  return row!;
}

/**
 * Updates a program; the change history records it as made by `actor` (an admin edit unless said).
 * `allowed`, when given, runs first in the same transaction (an owner's ownership check): false = null.
 */
export async function updateProgram(id: string, patch: ProgramUpdate, actor: Actor = ADMIN_EDIT, allowed?: (tx: Tx) => Promise<boolean>): Promise<Program | null> {
  if (!isUuid(id)) return null;
  const updated = await withActor(actor, async (tx) => {
    if (allowed && !(await allowed(tx))) return null;
    const [current] = await tx.select().from(p).where(eq(p.id, id)).for("update");
    if (!current) return null;
    const values: Partial<ProgramRow> = { ...patch, ...verificationChange(current, patch), updatedAt: new Date() };
    const moved = patch.zipCode && patch.zipCode !== current.zipCode;
    if (moved && patch.latitude === undefined && patch.longitude === undefined) {
      Object.assign(values, coordinatesFor(patch.zipCode!, patch.city ?? current.city, patch.state ?? current.state));
    }
    const min = patch.priceMin !== undefined ? patch.priceMin : current.priceMin;
    const max = patch.priceMax !== undefined ? patch.priceMax : current.priceMax;
    if (min !== null && max !== null && min > max) throw new PriceRangeError();
    const [row] = await tx.update(p).set(values).where(eq(p.id, id)).returning();
    return row ?? null;
  });
  invalidateReads(); // after the commit: another server told now must read the new row
  return updated;
}

/**
 * What an admin's edit does to the verification record: ticking Verified verifies by our team (method
 * admin, today); unticking removes it; a new NPI number removes a verification made against the old one.
 */
function verificationChange(current: ProgramRow, patch: ProgramUpdate): Partial<ProgramRow> {
  const off = { isVerified: false, verifiedAt: null, verificationMethod: null };
  if (patch.isVerified === false) return off;
  if (patch.isVerified === true && !current.isVerified) return { isVerified: true, verifiedAt: new Date(), verificationMethod: "admin" };
  const npiChanged = patch.npiNumber !== undefined && patch.npiNumber !== current.npiNumber;
  if (npiChanged && current.verificationMethod === "npi" && patch.isVerified !== true) return off;
  return {};
}

/** A write whose minimum price is above its maximum: refused as invalid, on the priceMax field. */
export class PriceRangeError extends DomainError {
  constructor() {
    const message = "Minimum price must not be more than the maximum price";
    super("invalid", message, [{ path: "priceMax", message }]);
  }
}

export async function deleteProgram(id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const deleted = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
  invalidateReads();
  return deleted.length > 0;
}

/** True while demo rows are present (the site-wide notice); false when the database is down. */
export async function hasDemoPrograms(): Promise<boolean> {
  try {
    return await cachedRead("has-demo", async () => {
      const db = await getDb();
      const rows = await db.select({ one: sql`1` }).from(p).where(eq(p.source, "demo")).limit(1);
      return rows.length > 0;
    });
  } catch {
    return false;
  }
}
