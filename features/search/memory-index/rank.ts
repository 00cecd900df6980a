import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { boundingBox, haversineMiles, type Place } from "@/lib/geo";
import type { SortKey } from "@/features/programs";
import { memoryReadsAllowed, readGeneration } from "@/lib/cache/read-cache";
import type { ListParams } from "../sql/page";
import { PRIOR_MEAN_SQL, topRatedScore } from "@/features/programs/server";
import { timeZoneFor, TIME_ZONES } from "@/features/programs";
import { zoneClocks } from "@/features/programs";
import { minutesOf, WEEKDAYS, type WeeklyHours } from "@/features/programs";
import { specialtyCodes } from "@/features/programs";

/**
 * The directory's search index, held in memory by each app server (issue 17, decisions.md "Speed when the
 * cache cannot help").
 *
 * At 100,000 programs most of a search's time was PostgreSQL visiting thousands of wide rows to filter, sort
 * and count them, for a page of 20. This index holds what filtering, sorting and counting need (state, ZIP,
 * city, coordinates, the detail flags and lists, the sort keys, and each program's full-text lexemes as
 * PostgreSQL's English configuration made them), so the database is asked only for the page's rows by id.
 *
 * It follows the read cache's rules (lib/cache/read-cache.ts): it is used only while the cache may serve, and it is
 * current only while no write has cleared the cache since it was read. Every change to the programs table
 * clears it, whoever made it: the app publishes its writes, and a trigger (migration 0013) those made in psql
 * or by a script. After a change the next search starts a rebuild; while it runs, searches ask the database
 * directly, as every search did before. A search waits for the rebuild (up to BUILD_WAIT_MS) only when the
 * last build took less than that, as a small directory's does. One build runs at a time, and the next may
 * start only as long after the last ended as that one took, so a stream of writes (an import) keeps a server
 * building at most half of the time. It is also rebuilt after MAX_AGE_MS, in the background.
 *
 * It answers every order exactly as the SQL gives it: "Top rated" (features/programs/top-rated.ts), price, newest,
 * distance and best match of text (exact name, name start, every word in the name, then in the name or city: it
 * keeps the lexemes of the name, weight A, and of name and city, A or B, apart), and the "Open now" filter (each
 * program's hours, in its time zone). The misspelling fallback (trigram similarity) stays with the database.
 */

const BUILD_WAIT_MS = 250;
const MAX_AGE_MS = 10 * 60_000;
const BUILD_TIMEOUT_MS = 120_000;
const FAILED_BUILD_PAUSE_MS = 5_000;
const NO_PRICE = Number.NaN;

/** A full-text term of a query, as PostgreSQL's to_tsquery('english', ...) made it. */
export type Term = { lexeme: string; prefix: boolean };

/** The list filters of features/programs/data.ts, without sort and page. */
export type IndexFilters = Omit<ListParams, "sortBy" | "page" | "pageSize">;

/** What a search text matches (any of them), as features/programs/data.ts decides it. */
export type TextMatch = {
  zip: string;
  /** A lower-case substring of name or city, matched literally. */
  literal: string | null;
  /** Every term required; null when the text has no words. */
  terms: Term[] | null;
  /** The text as best match compares it with names (sameName); null for a ZIP, which is not a name. */
  name: string | null;
  /** Set by the index when it corrected misspelt words (spellingFixes): each word's nearest lexemes, any of them. */
  alternatives?: Term[][];
  stateCode: string | null;
  cityState: { city: string; state: string } | null;
  place: Place | null;
  radius: number;
};

export type IndexQuery = { filters: IndexFilters; text?: TextMatch; sortBy: SortKey; page: number; pageSize: number; countLimit: number };
export type IndexPage = {
  ids: string[];
  distances: number[] | null;
  total: number;
  totalCapped: boolean;
  /** Every word of the text is in the directory (a lexeme, or for the last word a lexeme's start), or the index
   * corrected the words that were not (spellingFixes): the database's trigram fallback has nothing to add. */
  wordsKnown: boolean;
  /** The page is of corrected words. */
  corrected?: boolean;
};

type RankedSort = "rating" | "price-low" | "price-high" | "recent";

/** Lexemes in code-unit order (a prefix is a contiguous range), and the rows of each. */
type Postings = {
  lexemes: string[];
  rows: Int32Array[];
  /** The same rows as bit sets, for lexemes common enough (1 row in 32 or more) that a query reads them whole. */
  bits: (Uint32Array | null)[];
};
type ListField = "programTypes" | "payment" | "language" | "service" | "taxonomy";

type Index = {
  generation: number;
  builtAt: number;
  n: number;
  id: string[];
  nameLower: string[];
  cityLower: string[];
  state: string[];
  lat: Float64Array;
  lng: Float64Array;
  verified: Uint8Array;
  telehealth: Uint8Array;
  newPatients: Uint8Array;
  /** Each row's time zone, as 1 + its position in TIME_ZONES; 0: no hours (or no zone), never open. */
  zone: Uint8Array;
  /** Opening hours: the intervals of row i's weekday d (Monday 0) are spans[2k], spans[2k+1] (minutes, closing
   * excluded) for k from dayStart[7i+d] to dayStart[7i+d+1]. */
  dayStart: Int32Array;
  spans: Int16Array;
  /** Per list field, per value: which rows hold it. */
  lists: Record<ListField, Map<string, Uint8Array>>;
  byState: Map<string, Int32Array>;
  byZip: Map<string, Int32Array>;
  byCityState: Map<string, Int32Array>;
  /** Rows by one-degree cell of latitude and longitude. */
  grid: Map<number, Int32Array>;
  /** Each row's name as best match compares it with typed text (see sameName). */
  nameNormal: string[];
  /** Rows by nameNormal (code-unit order): the names starting with a text are a contiguous range. */
  byNormalName: Int32Array;
  /** Every field's lexemes (the whole search_vector), the name's (weight A), and the name's and city's (A and B). */
  words: Postings;
  nameWords: Postings;
  placeWords: Postings;
  /** Rows in each sort order, and each row's position in it. */
  order: Record<RankedSort, Int32Array>;
  rank: Record<RankedSort, Int32Array>;
  /** Position by name then id: distance ties. */
  nameRank: Int32Array;
  /** Scratch space for one query at a time (queries run synchronously). */
  stamp: Int32Array;
  stampValue: number;
  distance: Float64Array;
};

type IndexState = {
  index: Index | null;
  building: Promise<Index | null> | null;
  buildGeneration: number;
  /** How long the last build took (read and index), and when the next may start. */
  lastBuildMs: number;
  nextBuildAt: number;
};
const store = globalThis as unknown as { __detoxProgramIndex?: IndexState };
const state = (store.__detoxProgramIndex ??= { index: null, building: null, buildGeneration: -1, lastBuildMs: 0, nextBuildAt: 0 });

// ---------------------------------------------------------------- building

type Row = {
  id: string;
  name: string;
  city: string;
  state: string;
  zip_code: string;
  lat: number;
  lng: number;
  rating: number;
  review_count: number;
  price_min: number | null;
  price_max: number | null;
  created_us: number;
  is_verified: boolean;
  telehealth: boolean | null;
  accepting_new_patients: boolean | null;
  /** The weekly hours as JSON text; null when not provided. */
  hours: string | null;
  /** m of the "Top rated" score, the same in every row (one snapshot with the rows). */
  prior_mean: number;
  /** The lists and the lexemes, each joined by SEPARATOR: one string per row is far cheaper to read than an array. */
  program_types: string;
  payment_options: string;
  languages: string;
  services: string;
  /** The NUCC codes of npi_taxonomies. */
  taxonomy_codes: string;
  lexemes: string;
  /** The lexemes of weight A (the name), and of A or B (name and city). */
  name_lexemes: string;
  place_lexemes: string;
};

const SEPARATOR = "\u001f"; // the unit separator: in no lexeme, label or language name
const split = (joined: string) => (joined === "" ? [] : joined.split(SEPARATOR));
/** Lets other requests run between the parts of a build (100,000 programs take about a second of work). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** PostgreSQL's order of text under the C collation, which our databases use: by code unit, near enough to bytes. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const cell = (lat: number, lng: number) => (Math.floor(lat) + 90) * 360 + ((Math.floor(lng) % 360) + 360) % 360;

function groupBy(n: number, key: (i: number) => string | number): Map<string | number, Int32Array> {
  const lists = new Map<string | number, number[]>();
  for (let i = 0; i < n; i++) {
    const k = key(i);
    const list = lists.get(k);
    if (list) list.push(i);
    else lists.set(k, [i]);
  }
  return new Map([...lists].map(([k, v]) => [k, Int32Array.from(v)]));
}

async function buildIndex(rows: Row[], generation: number): Promise<Index> {
  const n = rows.length;
  const id = rows.map((r) => r.id);
  const name = rows.map((r) => r.name);
  const reviews = Int32Array.from(rows, (r) => r.review_count);
  const priceMin = Float64Array.from(rows, (r) => r.price_min ?? NO_PRICE);
  const priceMax = Float64Array.from(rows, (r) => r.price_max ?? NO_PRICE);
  const created = Float64Array.from(rows, (r) => r.created_us);
  // "Top rated": reviewed programs by their score, the others after them (features/programs/top-rated.ts).
  const m = n > 0 ? Number(rows[0]!.prior_mean) : 0;
  const reviewed = Uint8Array.from(rows, (r) => (r.review_count > 0 ? 1 : 0));
  const score = Float64Array.from(rows, (r) => (r.review_count > 0 ? topRatedScore(r.rating, r.review_count, m) : 0));

  const all = () => Array.from({ length: n }, (_, i) => i);
  const rankOf = (order: Int32Array) => {
    const rank = new Int32Array(n);
    order.forEach((row, pos) => (rank[row] = pos));
    return rank;
  };
  // The SQL orders of features/programs/data.ts: reviewed first, score desc, review count desc, name, id; price nulls last.
  // Name then id is sorted once; the other orders break their ties by that position.
  const nameRank = rankOf(Int32Array.from(all().sort((a, b) => byText(name[a]!, name[b]!) || byText(id[a]!, id[b]!))));
  await breathe();
  const tie = (a: number, b: number) => reviewed[b]! - reviewed[a]! || score[b]! - score[a]! || reviews[b]! - reviews[a]! || nameRank[a]! - nameRank[b]!;
  const nullsLast = (x: number, y: number, dir: 1 | -1) => (Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : dir * (x - y));
  const comparators: Record<RankedSort, (a: number, b: number) => number> = {
    rating: tie,
    "price-low": (a, b) => nullsLast(priceMin[a]!, priceMin[b]!, 1) || tie(a, b),
    "price-high": (a, b) => nullsLast(priceMax[a]!, priceMax[b]!, -1) || tie(a, b),
    recent: (a, b) => created[b]! - created[a]! || byText(id[a]!, id[b]!),
  };
  const order = {} as Record<RankedSort, Int32Array>;
  const rank = {} as Record<RankedSort, Int32Array>;
  for (const key of Object.keys(comparators) as RankedSort[]) {
    order[key] = Int32Array.from(all().sort(comparators[key]));
    rank[key] = rankOf(order[key]);
    await breathe();
  }

  const lists = { programTypes: new Map(), payment: new Map(), language: new Map(), service: new Map(), taxonomy: new Map() } as Index["lists"];
  const listColumns: Record<ListField, keyof Row> = { programTypes: "program_types", payment: "payment_options", language: "languages", service: "services", taxonomy: "taxonomy_codes" };
  for (const field of Object.keys(listColumns) as ListField[]) {
    rows.forEach((r, i) => {
      for (const value of split(r[listColumns[field]] as string)) {
        let has = lists[field].get(value);
        if (!has) lists[field].set(value, (has = new Uint8Array(n)));
        has[i] = 1;
      }
    });
  }

  const words = await postingsOf(rows, "lexemes");
  const nameWords = await postingsOf(rows, "name_lexemes");
  const placeWords = await postingsOf(rows, "place_lexemes");

  const cityLower = rows.map((r) => r.city.toLowerCase());
  const nameNormal = name.map(sameName);
  const hours = await hoursOf(rows);
  return {
    generation,
    builtAt: Date.now(),
    n,
    id,
    nameLower: name.map((s) => s.toLowerCase()),
    cityLower,
    state: rows.map((r) => r.state),
    lat: Float64Array.from(rows, (r) => r.lat),
    lng: Float64Array.from(rows, (r) => r.lng),
    verified: Uint8Array.from(rows, (r) => (r.is_verified ? 1 : 0)),
    telehealth: Uint8Array.from(rows, (r) => (r.telehealth ? 1 : 0)),
    newPatients: Uint8Array.from(rows, (r) => (r.accepting_new_patients ? 1 : 0)),
    ...hours,
    lists,
    byState: groupBy(n, (i) => rows[i]!.state) as Map<string, Int32Array>,
    byZip: groupBy(n, (i) => rows[i]!.zip_code) as Map<string, Int32Array>,
    byCityState: groupBy(n, (i) => `${cityLower[i]}|${rows[i]!.state}`) as Map<string, Int32Array>,
    grid: groupBy(n, (i) => cell(rows[i]!.lat, rows[i]!.lng)) as Map<number, Int32Array>,
    nameNormal,
    byNormalName: Int32Array.from(all().sort((a, b) => byText(nameNormal[a]!, nameNormal[b]!))),
    words,
    nameWords,
    placeWords,
    order,
    rank,
    nameRank,
    stamp: new Int32Array(n),
    stampValue: 0,
    distance: new Float64Array(n),
  };
}

/** The rows of each lexeme of one column of lexemes. */
async function postingsOf(rows: Row[], column: "lexemes" | "name_lexemes" | "place_lexemes"): Promise<Postings> {
  const n = rows.length;
  const lists = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    for (const lexeme of split(rows[i]![column])) {
      const list = lists.get(lexeme);
      if (list) list.push(i);
      else lists.set(lexeme, [i]);
    }
    if (i % 10_000 === 9_999) await breathe();
  }
  const lexemes = [...lists.keys()].sort(byText);
  return {
    lexemes,
    rows: lexemes.map((l) => Int32Array.from(lists.get(l)!)),
    bits: lexemes.map((l) => {
      const list = lists.get(l)!;
      if (list.length * 32 < n) return null;
      const set = new Uint32Array((n + 31) >>> 5);
      for (const i of list) set[i >>> 5]! |= 1 << (i & 31);
      return set;
    }),
  };
}

/**
 * A name or typed text as best match compares them, the way features/programs/data.ts's normalName does in SQL:
 * runs of whitespace as one space (the regex class \s of PostgreSQL: ASCII whitespace only), trimmed of
 * spaces, lower case (our databases' C.UTF-8 ctype lowers every letter, as JavaScript does).
 */
export function sameName(text: string): string {
  return text.replace(/[ \t\n\r\f\v]+/g, " ").replace(/^ +| +$/g, "").toLowerCase();
}

/** Each row's zone and weekly intervals (see Index). */
async function hoursOf(rows: Row[]): Promise<Pick<Index, "zone" | "dayStart" | "spans">> {
  const zone = new Uint8Array(rows.length);
  const dayStart = new Int32Array(rows.length * 7 + 1);
  const spans: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const week = r.hours === null ? null : (JSON.parse(r.hours) as WeeklyHours | null);
    const tz = week ? timeZoneFor(r.state, { latitude: r.lat, longitude: r.lng }) : null;
    if (week && tz) zone[i] = TIME_ZONES.indexOf(tz) + 1;
    WEEKDAYS.forEach((day, d) => {
      dayStart[i * 7 + d] = spans.length / 2;
      const intervals = zone[i] !== 0 && Array.isArray(week?.[day]) ? week[day] : [];
      for (const interval of intervals) {
        const from = Array.isArray(interval) ? minutesOf(String(interval[0])) : null;
        const to = Array.isArray(interval) ? minutesOf(String(interval[1]), true) : null;
        if (from !== null && to !== null) spans.push(from, to);
      }
    });
    if (i % 10_000 === 9_999) await breathe();
  }
  dayStart[rows.length * 7] = spans.length / 2;
  return { zone, dayStart, spans: Int16Array.from(spans) };
}

async function loadIndex(generation: number): Promise<Index> {
  const t0 = performance.now();
  const db = await getDb();
  // One statement: one snapshot. created_at in microseconds (exact in a double) keeps "recent" ties as SQL orders them.
  // Reading 100,000 programs takes a second or two, more on a busy host: past a request's statement timeout.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = ${sql.raw(String(BUILD_TIMEOUT_MS))}`);
    return tx.execute(sql`
    select id, name, city, state, zip_code, latitude::float8 as lat, longitude::float8 as lng, rating::float8 as rating,
      review_count, price_min, price_max, (extract(epoch from created_at) * 1000000)::float8 as created_us,
      is_verified, telehealth, accepting_new_patients, hours::text as hours, ${PRIOR_MEAN_SQL} as prior_mean,
      array_to_string(program_types, ${SEPARATOR}) as program_types, array_to_string(payment_options, ${SEPARATOR}) as payment_options,
      array_to_string(languages, ${SEPARATOR}) as languages, array_to_string(services, ${SEPARATOR}) as services,
      array_to_string(array(select jsonb_array_elements(npi_taxonomies) ->> 'code'), ${SEPARATOR}) as taxonomy_codes,
      array_to_string(tsvector_to_array(search_vector), ${SEPARATOR}) as lexemes,
      array_to_string(tsvector_to_array(ts_filter(search_vector, '{a}')), ${SEPARATOR}) as name_lexemes,
      array_to_string(tsvector_to_array(ts_filter(search_vector, '{a,b}')), ${SEPARATOR}) as place_lexemes
    from detox_programs where is_active`);
  });
  const t1 = performance.now();
  const index = await buildIndex((result as unknown as { rows: Row[] }).rows, generation);
  if (index.n >= 10_000) {
    const heap = Math.round(process.memoryUsage().heapUsed / 1e6);
    console.info(`[search index] ${index.n} programs: read in ${Math.round(t1 - t0)} ms, indexed in ${Math.round(performance.now() - t1)} ms (heap now ${heap} MB)`);
  }
  return index;
}

/**
 * The current index, or null when the database must answer: memory reads are off, or the index is being
 * (re)built and not ready (within BUILD_WAIT_MS, when the last build was that quick), or its build failed.
 */
async function currentIndex(): Promise<Index | null> {
  if (!memoryReadsAllowed()) return null;
  const generation = readGeneration();
  const index = state.index;
  if (index && index.generation === generation) {
    if (Date.now() - index.builtAt > MAX_AGE_MS) void rebuild(generation);
    if (Date.now() - index.builtAt <= 2 * MAX_AGE_MS) return index;
  }
  const building = rebuild(generation);
  if (!building || state.lastBuildMs > BUILD_WAIT_MS) return null;
  const ready = await Promise.race([building, new Promise<null>((resolve) => setTimeout(resolve, BUILD_WAIT_MS, null).unref?.())]);
  return ready && ready.generation === readGeneration() ? ready : null;
}

/**
 * Starts a build of this generation, or returns the one running for it; null while a build of an older
 * generation runs or the pause after the last build lasts. The result replaces the index only if no change
 * came while it read.
 */
function rebuild(generation: number): Promise<Index | null> | null {
  if (state.building) return state.buildGeneration === generation ? state.building : null;
  if (Date.now() < state.nextBuildAt) return null;
  state.buildGeneration = generation;
  const started = performance.now();
  const building = loadIndex(generation).then(
    (index) => {
      if (index.generation === readGeneration()) state.index = index;
      return index;
    },
    (error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
      console.error("Could not build the search index; the database answers searches:", cause ?? (error instanceof Error ? error.message.split("\n")[0] : error));
      return null;
    },
  );
  state.building = building;
  void building.then((index) => {
    state.lastBuildMs = performance.now() - started;
    state.nextBuildAt = Date.now() + (index ? state.lastBuildMs : Math.max(state.lastBuildMs, FAILED_BUILD_PAUSE_MS));
    if (state.building === building) state.building = null;
  });
  return building;
}

/**
 * Builds the index at start-up, so the first searches need not ask the database. On PostgreSQL it waits
 * (up to 10 s) for the cache's LISTEN connection, without which the index is not used.
 */
export async function warmProgramIndex(): Promise<void> {
  for (let tries = 0; tries < 40 && !memoryReadsAllowed(); tries++) await new Promise((resolve) => setTimeout(resolve, 250));
  if (memoryReadsAllowed()) await rebuild(readGeneration());
}

// ---------------------------------------------------------------- querying

const EMPTY = new Int32Array(0);

function nextStamp(index: Index): number {
  if (index.stampValue >= 0x7fffffff) {
    index.stamp.fill(0);
    index.stampValue = 0;
  }
  return ++index.stampValue;
}

/** The positions in `lexemes` of one term: its lexeme, or every lexeme it is a prefix of. */
function termLexemes(words: Postings, term: Term): [number, number] {
  const { lexemes } = words;
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lexemes[mid]! < term.lexeme) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < lexemes.length && (term.prefix ? lexemes[end]!.startsWith(term.lexeme) : lexemes[end] === term.lexeme)) end++;
  return [lo, end];
}

/** A set of rows, one bit each. */
const newBits = (index: Index) => new Uint32Array((index.n + 31) >>> 5);
const setBit = (bits: Uint32Array, i: number) => (bits[i >>> 5]! |= 1 << (i & 31));

/**
 * Rows holding every term (PostgreSQL's `search_vector @@ 'a' & 'b':*`), as bits: each term is the OR of its
 * lexemes' rows (a prefix may be many), the terms are ANDed a word of 32 rows at a time.
 */
function fullText(index: Index, terms: Term[][], words: Postings = index.words): Uint32Array {
  const result = newBits(index);
  if (terms.length === 0) return result; // only stop words: an empty query matches nothing
  terms.forEach((anyOf, k) => {
    const rows = k === 0 ? result : newBits(index);
    for (const term of anyOf) {
      const [from, to] = termLexemes(words, term);
      for (let l = from; l < to; l++) {
        const bits = words.bits[l];
        if (bits) for (let w = 0; w < bits.length; w++) rows[w]! |= bits[w]!;
        else for (const i of words.rows[l]!) setBit(rows, i);
      }
    }
    if (k > 0) for (let w = 0; w < result.length; w++) result[w]! &= rows[w]!;
  });
  return result;
}

/** Rows within `radius` miles of a place, by the same haversine distance the page shows. */
function nearby(index: Index, place: Place, radius: number, add: (i: number) => void): void {
  const box = boundingBox(place.latitude, place.longitude, radius);
  const lat0 = Math.max(-90, Math.floor(box.minLat));
  const lat1 = Math.min(89, Math.floor(box.maxLat));
  const lng0 = Math.floor(box.minLng);
  const lng1 = Math.min(Math.floor(box.maxLng), lng0 + 359);
  for (let la = lat0; la <= lat1; la++) {
    for (let lo = lng0; lo <= lng1; lo++) {
      const rows = index.grid.get(cell(la, lo));
      if (!rows) continue;
      for (const i of rows) if (haversineMiles(place.latitude, place.longitude, index.lat[i]!, index.lng[i]!) <= radius) add(i);
    }
  }
}

/** The rows a search text matches, as bits: the OR of features/programs/data.ts's conditions. */
function textMatches(index: Index, text: TextMatch): Uint32Array {
  const terms = wordTerms(text);
  const bits = terms ? fullText(index, terms) : newBits(index);
  const add = (i: number) => setBit(bits, i);
  index.byZip.get(text.zip)?.forEach(add);
  if (text.literal !== null) {
    const like = text.literal;
    for (let i = 0; i < index.n; i++) if (index.nameLower[i]!.includes(like) || index.cityLower[i]!.includes(like)) add(i);
  }
  if (text.stateCode) index.byState.get(text.stateCode)?.forEach(add);
  if (text.cityState) index.byCityState.get(`${text.cityState.city.toLowerCase()}|${text.cityState.state}`)?.forEach(add);
  if (text.place) nearby(index, text.place, text.radius, add);
  return bits;
}

/** How many rows a bit set holds. */
function popcount(bits: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The rows of a bit set, in row order. */
function rowsOf(bits: Uint32Array): number[] {
  const rows: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    while (v !== 0) {
      const low = v & -v;
      rows.push((w << 5) + 31 - Math.clz32(low));
      v ^= low;
    }
  }
  return rows;
}

/** rowTest's test when no filter is set: every row passes (a count is then a popcount). */
const EVERY_ROW = () => true;

/** The filters as one test of a row; null when no row can pass (a value no program has). */
function rowTest(index: Index, f: IndexFilters): ((i: number) => boolean) | null {
  const masks: Uint8Array[] = [];
  if (f.verified) masks.push(index.verified);
  if (f.telehealth) masks.push(index.telehealth);
  if (f.acceptingNewPatients) masks.push(index.newPatients);
  const lists: [ListField, string[] | undefined][] = [
    ["programTypes", f.programTypes],
    ["payment", f.payment],
    ["language", f.language],
    ["service", f.service],
    // specialty=: any of its NUCC codes, as the SQL asks (features/programs/specialties.ts).
    ["taxonomy", f.specialty && f.specialty.length > 0 ? specialtyCodes(f.specialty) : undefined],
  ];
  if (f.specialty && f.specialty.length > 0 && specialtyCodes(f.specialty).length === 0) return null; // as the SQL's false
  for (const [field, values] of lists) {
    if (!values || values.length === 0) continue;
    const held = values.map((v) => index.lists[field].get(v)).filter((m): m is Uint8Array => m !== undefined);
    if (held.length === 0) return null;
    if (held.length === 1) masks.push(held[0]!);
    else {
      const any = new Uint8Array(index.n);
      for (const m of held) for (let i = 0; i < index.n; i++) any[i]! |= m[i]!;
      masks.push(any);
    }
  }
  const wanted = f.state;
  const states = index.state;
  const open = f.open === "now" ? openTest(index, f.now ?? new Date()) : null;
  if (wanted === undefined && masks.length === 0 && open === null) return EVERY_ROW;
  return (i) => {
    if (wanted !== undefined && states[i] !== wanted) return false;
    for (let k = 0; k < masks.length; k++) if (masks[k]![i] === 0) return false;
    return open === null || open(i);
  };
}

/** Open at `now` in the row's own time zone (the SQL's openAt in features/programs/data.ts). */
function openTest(index: Index, now: Date): (i: number) => boolean {
  const clocks = zoneClocks(now, TIME_ZONES);
  const day = Int32Array.from([0, ...clocks.map((c) => WEEKDAYS.indexOf(c.day))]);
  const minute = Int32Array.from([0, ...clocks.map((c) => c.minutes)]);
  const { zone, dayStart, spans } = index;
  return (i) => {
    const z = zone[i]!;
    if (z === 0) return false;
    const at = minute[z]!;
    for (let k = dayStart[i * 7 + day[z]!]!, end = dayStart[i * 7 + day[z]! + 1]!; k < end; k++) {
      if (spans[2 * k]! <= at && at < spans[2 * k + 1]!) return true;
    }
    return false;
  };
}

/** The k smallest of `rows` by `before`, in order (a bounded heap: k is a page or a few, rows may be thousands). */
function smallest(rows: number[], k: number, before: (a: number, b: number) => number): number[] {
  if (rows.length <= k * 4) return rows.sort(before).slice(0, k);
  const heap: number[] = []; // a max-heap of the k best so far
  const up = (j: number) => {
    while (j > 0) {
      const parent = (j - 1) >> 1;
      if (before(heap[j]!, heap[parent]!) <= 0) break;
      [heap[j], heap[parent]] = [heap[parent]!, heap[j]!];
      j = parent;
    }
  };
  const down = (j: number) => {
    for (;;) {
      const l = 2 * j + 1;
      const r = l + 1;
      let top = j;
      if (l < heap.length && before(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && before(heap[r]!, heap[top]!) > 0) top = r;
      if (top === j) return;
      [heap[j], heap[top]] = [heap[top]!, heap[j]!];
      j = top;
    }
  };
  for (const row of rows) {
    if (heap.length < k) {
      heap.push(row);
      up(heap.length - 1);
    } else if (before(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(before);
}

function rankedSort(sortBy: SortKey): RankedSort {
  return sortBy === "price-low" || sortBy === "price-high" || sortBy === "recent" ? sortBy : "rating";
}

function answer(index: Index, q: IndexQuery): IndexPage | null {
  const place = q.text?.place ?? null;
  const bestMatch = q.sortBy === "relevance" && !!q.text && (q.text.terms !== null || q.text.literal !== null);
  const byDistance = place !== null && q.sortBy === "distance";
  const test = rowTest(index, q.filters);
  const start = (q.page - 1) * q.pageSize;
  const end = start + q.pageSize;
  const terms = q.text?.terms;
  const wordsKnown = !!terms && terms.length > 0 && terms.every((t) => {
    const [from, to] = termLexemes(index.words, t);
    return to > from;
  });
  const finish = (rows: number[], count: number): IndexPage => ({
    wordsKnown,
    ids: rows.map((i) => index.id[i]!),
    distances: place ? rows.map((i) => Math.round(haversineMiles(place.latitude, place.longitude, index.lat[i]!, index.lng[i]!) * 10) / 10) : null,
    total: Math.min(count, q.countLimit - 1),
    totalCapped: count >= q.countLimit,
  });
  if (!test) return finish([], 0);
  const key = rankedSort(q.sortBy);
  const order = index.order[key];

  if (!q.text && q.filters.state === undefined) {
    // The whole directory in sort order: stop once the page is full and the count reaches its limit.
    const page: number[] = [];
    let count = 0;
    for (let k = 0; k < order.length && (count < q.countLimit || count < end); k++) {
      const i = order[k]!;
      if (!test(i)) continue;
      if (count >= start && count < end) page.push(i);
      count++;
    }
    return finish(page, count);
  }

  const bits = q.text ? textMatches(index, q.text) : null;
  if (bestMatch) return finish(...bestMatches(index, q, bits!, test, end, start));
  if (bits && !byDistance && popcount(bits) * 8 > index.n) {
    // Many rows match the text: walk the sort order as above, taking the rows in the set.
    const page: number[] = [];
    let count = 0;
    for (let k = 0; k < order.length && (count < q.countLimit || count < end); k++) {
      const i = order[k]!;
      if ((bits[i >>> 5]! & (1 << (i & 31))) === 0 || !test(i)) continue;
      if (count >= start && count < end) page.push(i);
      count++;
    }
    return finish(page, count);
  }
  const candidates: ArrayLike<number> = bits ? rowsOf(bits) : (index.byState.get(q.filters.state!) ?? EMPTY);
  const matches: number[] = [];
  for (let k = 0; k < candidates.length; k++) if (test(candidates[k]!)) matches.push(candidates[k]!);

  if (byDistance) {
    for (const i of matches) index.distance[i] = haversineMiles(place.latitude, place.longitude, index.lat[i]!, index.lng[i]!);
    const { distance, nameRank } = index;
    return finish(smallest(matches, end, (a, b) => distance[a]! - distance[b]! || nameRank[a]! - nameRank[b]!).slice(start), matches.length);
  }
  if (matches.length * 8 > index.n) {
    // Many matches: walk the sort order and take the marked ones.
    const stamp = nextStamp(index);
    for (const i of matches) index.stamp[i] = stamp;
    const page: number[] = [];
    let seen = 0;
    for (let k = 0; k < order.length && seen < end; k++) {
      const i = order[k]!;
      if (index.stamp[i] !== stamp) continue;
      if (seen >= start) page.push(i);
      seen++;
    }
    return finish(page, matches.length);
  }
  const rank = index.rank[key];
  return finish(smallest(matches, end, (a, b) => rank[a]! - rank[b]!).slice(start), matches.length);
}

/**
 * Best match (decisions.md "The right provider first"), as features/programs/data.ts's SQL orders it: the exact
 * name, then a name starting with the text, then every word in the name, then every word in the name or the
 * city, then the rest; each tier in "Top rated" order. The page of it, and how many match.
 */
function bestMatches(index: Index, q: IndexQuery, bits: Uint32Array, test: (i: number) => boolean, end: number, start: number): [number[], number] {
  const text = q.text!;
  const terms = wordTerms(text);
  const inBits = (set: Uint32Array, i: number) => (set[i >>> 5]! & (1 << (i & 31))) !== 0;
  const page: number[] = [];
  const taken = nextStamp(index);
  const rank = index.rank.rating;
  // Tiers 0 and 1, the exact name and names starting with the text: a range of the names in order.
  const typed = text.name;
  if (typed !== null) {
    const head: number[] = [];
    for (let k = firstNameFrom(index, typed); k < index.n; k++) {
      const i = index.byNormalName[k]!;
      if (!index.nameNormal[i]!.startsWith(typed)) break;
      if (inBits(bits, i) && test(i)) head.push(i);
    }
    const exact = (i: number) => (index.nameNormal[i] === typed ? 0 : 1);
    for (const i of head.sort((a, b) => exact(a) - exact(b) || rank[a]! - rank[b]!).slice(0, end)) {
      page.push(i);
      index.stamp[i] = taken;
    }
  }
  // Tiers 2 to 4: every word in the name, in the name or city (a superset of the name's), the rest.
  const inName = terms && terms.length > 0 ? fullText(index, terms, index.nameWords) : null;
  const inPlace = terms && terms.length > 0 ? fullText(index, terms, index.placeWords) : null;
  const tiers: Uint32Array[] = [];
  if (inName && inPlace) {
    const name = newBits(index);
    const place = newBits(index);
    const rest = newBits(index);
    for (let w = 0; w < bits.length; w++) {
      name[w] = bits[w]! & inName[w]!;
      place[w] = bits[w]! & inPlace[w]! & ~inName[w]!;
      rest[w] = bits[w]! & ~inPlace[w]!;
    }
    tiers.push(name, place, rest);
  } else tiers.push(bits);
  const order = index.order.rating;
  for (const tier of tiers) {
    const need = end - page.length;
    if (need <= 0) break;
    const size = popcount(tier);
    if (size === 0) continue;
    if (size * 8 > index.n) {
      // Many rows: walk "Top rated" order until the page is full.
      for (let k = 0, found = 0; k < order.length && found < need; k++) {
        const i = order[k]!;
        if (!inBits(tier, i) || index.stamp[i] === taken || !test(i)) continue;
        page.push(i);
        found++;
      }
    } else {
      const rows = rowsOf(tier).filter((i) => index.stamp[i] !== taken && test(i));
      page.push(...smallest(rows, need, (a, b) => rank[a]! - rank[b]!));
    }
  }
  // How many match: every row of the text's set that passes the filters.
  let count = 0;
  if (test === EVERY_ROW) count = popcount(bits);
  else for (const i of rowsOf(bits)) if (test(i)) count++;
  return [page.slice(start), count];
}

/** The first position in byNormalName whose name is not before `text`. */
function firstNameFrom(index: Index, text: string): number {
  let lo = 0;
  let hi = index.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.nameNormal[index.byNormalName[mid]!]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const answered = { count: 0 };

/** How many queries the index has answered in this process (tests check that it is in use). */
export const programIndexAnswers = () => answered.count;

/** A page of ids from the index, or null when the database must answer (see currentIndex and answer). */
export async function queryProgramIndex(q: IndexQuery): Promise<IndexPage | null> {
  const index = await currentIndex();
  let page = index ? answer(index, q) : null;
  if (index && page && page.total === 0 && !page.wordsKnown) {
    // Nothing, and a word the directory does not hold: a misspelling, corrected here when a near word exists.
    const alternatives = q.text && !q.text.cityState && !q.text.place && q.text.terms ? spellingFixes(index, q.text.terms) : null;
    const fixed = alternatives ? answer(index, { ...q, text: { ...q.text!, alternatives, name: null } }) : null;
    if (fixed) page = { ...fixed, wordsKnown: true, corrected: true };
  }
  if (page) answered.count++;
  return page;
}

/** The words of a text as full-text terms, each with its alternatives (one unless corrected). */
function wordTerms(text: TextMatch): Term[][] | null {
  return text.alternatives ?? text.terms?.map((t) => [t]) ?? null;
}

/**
 * Misspelt words corrected against the directory's own words (its lexemes): each word the directory does not
 * hold becomes the lexemes nearest to it (the fewest letters added, dropped, changed or swapped: at most 1 for a
 * word of up to 5 letters, 2 for a longer one); a word typed longer than its stem ("chelaiton" for the stem
 * "chelat", up to 6 letters more) may also match a lexeme of 5 letters or more by its first letters, within 1.
 * A word of up to 4 letters near nothing is left out (most are misspelt stop words: "wtih", "soem"). Null when a
 * longer word has no near lexeme, or no word is left.
 *
 * It replaces, when the index answers, the database's trigram fallback for misspelt words: a trigram scan of
 * every name and city was the largest cost of text search under long-tail load (docs/performance.md round 11).
 */
function spellingFixes(index: Index, terms: Term[]): Term[][] | null {
  const { lexemes } = index.words;
  const fixes: Term[][] = [];
  for (const term of terms) {
    const [from, to] = termLexemes(index.words, term);
    if (to > from) {
      fixes.push([term]);
      continue;
    }
    const word = term.lexeme;
    const limit = word.length <= 5 ? 1 : 2;
    // A stem typed with a longer, misspelt ending ("occupationla", "consultaiton"): its first letters are a lexeme.
    const stemOf = (lexeme: string) => lexeme.length >= 5 && word.length > lexeme.length && word.length - lexeme.length <= 6;
    let best = limit + 1;
    let near: string[] = [];
    for (const lexeme of lexemes) {
      if (Math.abs(lexeme.length - word.length) > limit && !stemOf(lexeme)) continue;
      let d = editDistance(word, lexeme, Math.min(best, limit));
      if (d > limit && stemOf(lexeme) && editDistance(word.slice(0, lexeme.length), lexeme, 1) <= 1) d = limit;
      if (d > limit || d > best) continue;
      if (d < best) [best, near] = [d, []];
      near.push(lexeme);
    }
    // A short word near nothing ("wtih", "soem": most are misspelt stop words) is left out, as a stop word is.
    if (near.length === 0 && word.length <= 4) continue;
    if (near.length === 0) return null;
    fixes.push(near.slice(0, 20).map((lexeme) => ({ lexeme, prefix: false })));
  }
  return fixes.length > 0 ? fixes : null;
}

/** Letters added, dropped, changed or swapped with a neighbour to turn a into b (optimal string alignment); max+1 once above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < low) low = d;
    }
    if (low > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length]!, max + 1);
}

// ---------------------------------------------------------------- query terms

/** The word cache's bounds: entries, and the length of a word kept (longer ones are asked for each time). */
export const TERM_CACHE_MAX = 20_000;
export const TERM_MAX_LENGTH = 64;
const termCache = new Map<string, Term[] | "unsupported">();

/** What the index holds (GET /api/metrics): its programs, its age, and the word cache. */
export function programIndexStats(now = Date.now()): { programs: number; ageSeconds: number | null; building: boolean; termCacheEntries: number } {
  const index = state.index;
  return { programs: index?.n ?? 0, ageSeconds: index ? (now - index.builtAt) / 1000 : null, building: state.building !== null, termCacheEntries: termCache.size };
}

/**
 * The terms of a tsquery text made by tsqueryText() ("lead & clinic:*"), stemmed by PostgreSQL's own
 * English configuration, one word at a time (words repeat far more than whole queries do, so most are
 * remembered). Null when a word becomes anything but plain terms (the database then answers the search).
 */
export async function tsqueryTerms(words: string): Promise<Term[] | null> {
  const parts = words.split(" & ");
  const missing = [...new Set(parts.filter((w) => !termCache.has(w)))];
  if (missing.length > 0) {
    const db = await getDb();
    const result = await db.execute(sql`select w, to_tsquery('english'::regconfig, w)::text as q from unnest(${`{${missing.map((w) => `"${w}"`).join(",")}}`}::text[]) as w`);
    const fresh = new Map<string, Term[] | "unsupported">();
    for (const row of (result as unknown as { rows: { w: string; q: string }[] }).rows) {
      fresh.set(row.w, parseTsquery(row.q));
      if (row.w.length > TERM_MAX_LENGTH) continue;
      if (termCache.size >= TERM_CACHE_MAX) termCache.delete(termCache.keys().next().value!);
      termCache.set(row.w, fresh.get(row.w)!);
    }
    return termsOf(parts, (w) => fresh.get(w) ?? termCache.get(w));
  }
  return termsOf(parts, (w) => termCache.get(w));
}

function termsOf(parts: string[], lookup: (word: string) => Term[] | "unsupported" | undefined): Term[] | null {
  const terms: Term[] = [];
  for (const w of parts) {
    const t = lookup(w);
    if (!t || t === "unsupported") return null;
    terms.push(...t);
  }
  return terms;
}

/** `'lead'`, `'clinic':*`, `'a' & 'b'`, or '' (a stop word); anything else is "unsupported". */
export function parseTsquery(text: string): Term[] | "unsupported" {
  if (text.trim() === "") return [];
  const terms: Term[] = [];
  for (const part of text.split(" & ")) {
    const m = /^'((?:[^']|'')*)'(:\*)?$/.exec(part.trim());
    if (!m) return "unsupported";
    terms.push({ lexeme: m[1]!.replace(/''/g, "'"), prefix: m[2] !== undefined });
  }
  return terms;
}
