import "server-only";
import { topRatedScore } from "@/features/programs/server";
import { timeZoneFor, TIME_ZONES } from "@/features/programs";
import { minutesOf, WEEKDAYS, type WeeklyHours } from "@/features/programs";
import { sameName } from "./terms";
import type { Index, ListField, Postings, RankedSort } from "./types";

// Building: the rows read from the database (lifecycle.ts, loadIndex) made into the index's columns, orders,
// postings and hours.

const NO_PRICE = Number.NaN;

/** A row as loadIndex (lifecycle.ts) reads it. */
export type Row = {
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

export const SEPARATOR = "\u001f"; // the unit separator: in no lexeme, label or language name
const split = (joined: string) => (joined === "" ? [] : joined.split(SEPARATOR));
/** Lets other requests run between the parts of a build (100,000 programs take about a second of work). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** PostgreSQL's order of text under the C collation, which our databases use: by code unit, near enough to bytes. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The one-degree cell of latitude and longitude a point is in (Index.grid). */
export const cell = (lat: number, lng: number) => (Math.floor(lat) + 90) * 360 + ((Math.floor(lng) % 360) + 360) % 360;

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

export async function buildIndex(rows: Row[], generation: number): Promise<Index> {
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
  // The SQL orders of features/search/sql/order.ts: reviewed first, score desc, review count desc, name, id; price nulls last.
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
    name,
    city: rows.map((r) => r.city),
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
