import { stateName, toStateCode, US_STATES } from "@/lib/us-states";
import { editDistance } from "@/lib/text/edit-distance";
import { allCities, zipRecord, type CityRecord } from "./zip-table";

/**
 * Places as people type them (decisions.md "Where the person is"): "City, ST", "City ST", "City, State",
 * "City State" in any case and spacing, a ZIP, ZIP+4 or "City ST ZIP", St/Ft/Mt for Saint/Fort/Mount, a city
 * misspelt by a letter or two within its state, and a city name alone. Every form becomes one canonical text
 * ("Cleveland, OH" or "44101"), which the search then runs, so each form gives the same results.
 */

export type PlaceRef = { name: string; state: string; label: string };

export type UnderstoodPlace = {
  /** What the search runs: "Cleveland, OH", or the 5-digit ZIP. */
  canonical: string;
  kind: "zip" | "city";
  latitude: number;
  longitude: number;
  /** "Cleveland, OH", or "Cleveland, OH 44101" for a ZIP. */
  label: string;
  /** The city was misspelt and is read as `label` ("Showing results for Cleveland, OH"). */
  corrected: boolean;
  /** A city name alone shared by other places: those others, most ZIPs first. */
  others: PlaceRef[];
  /** A city name alone, with no state: a program's name may hold it too (the search then reads it as words). */
  alone: boolean;
};

const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };

/** A city name as compared: lower case, no accents, periods or apostrophes, hyphens as spaces, St/Ft/Mt spelt out. */
export function cityKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.'\u2019]/g, "")
    .replace(/[\s\-]+/g, " ")
    .trim()
    .split(" ")
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(" ");
}

/**
 * Words of the directory's own trade that are also the names of small towns (Lead, SD; Mercury, NV; Hope, AR;
 * Center, TX ...): alone, or misspelt, they are search words, never a place. With a state ("Lead, SD") they are the place.
 */
const TRADE_WORDS = new Set(
  "lead mercury iron silver cobalt copper zinc nickel gold tin arsenic cadmium metal metals detox chelation clinic center centre health wellness medical medicine doctor hope harmony energy home balance vital grace unity natural family care".split(" "),
);

type Cities = { byKey: Map<string, CityRecord[]>; byState: Map<string, Map<string, CityRecord>>; flat: { key: string; city: CityRecord }[] };
let cities: Cities | undefined;

const CODES = US_STATES.map((s) => s.code);

function index(): Cities {
  if (cities) return cities;
  const byKey = new Map<string, CityRecord[]>();
  const byState = new Map<string, Map<string, CityRecord>>();
  for (const city of allCities(CODES)) {
    const key = cityKey(city.name);
    const list = byKey.get(key);
    if (list) list.push(city);
    else byKey.set(key, [city]);
    let inState = byState.get(city.state);
    if (!inState) byState.set(city.state, (inState = new Map()));
    const held = inState.get(key);
    if (!held || held.zips < city.zips) inState.set(key, city);
  }
  // The most ZIPs first: the data has no population, and a city's ZIP count follows it closely.
  for (const list of byKey.values()) list.sort((a, b) => b.zips - a.zips || a.state.localeCompare(b.state));
  const flat = [...byKey].flatMap(([key, list]) => list.map((city) => ({ key, city }))).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return (cities = { byKey, byState, flat });
}

const labelOf = (c: CityRecord) => `${c.name}, ${c.state}`;
const refOf = (c: CityRecord): PlaceRef => ({ name: c.name, state: c.state, label: labelOf(c) });

function cityPlace(city: CityRecord, corrected: boolean, others?: CityRecord[]): UnderstoodPlace {
  return { canonical: labelOf(city), kind: "city", latitude: city.latitude, longitude: city.longitude, label: labelOf(city), corrected, others: (others ?? []).map(refOf), alone: others !== undefined };
}

/** The city of that name in the state; else, for a name of 4+ letters, the one within 1 letter (2 above 5 letters) of it, most ZIPs first. */
function cityInState(name: string, state: string): { city: CityRecord; corrected: boolean } | undefined {
  const key = cityKey(name);
  if (!/[a-z]/.test(key)) return undefined;
  const inState = index().byState.get(state);
  const exact = inState?.get(key);
  if (exact) return { city: exact, corrected: false };
  if (!inState || key.replace(/ /g, "").length < 4 || TRADE_WORDS.has(key)) return undefined;
  const limit = key.length <= 5 ? 1 : 2;
  let best: CityRecord | undefined;
  let bestDistance = limit + 1;
  for (const [other, city] of inState) {
    if (Math.abs(other.length - key.length) > limit) continue;
    const d = editDistance(key, other, limit);
    if (d < bestDistance || (d === bestDistance && best && city.zips > best.zips)) [best, bestDistance] = [city, d];
  }
  return best && bestDistance <= limit ? { city: best, corrected: true } : undefined;
}

/** "Cleveland OH", "Fort Worth Texas", "Washington D.C.": the city and the state's code, the state read from the last 1-3 words. */
function splitCityState(text: string): { city: string; state: string }[] {
  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    const state = toStateCode(text.slice(comma + 1).replace(/\./g, ""));
    const city = text.slice(0, comma).trim();
    return state && city ? [{ city, state }] : [];
  }
  const words = text.split(" ");
  const out: { city: string; state: string }[] = [];
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = toStateCode(words.slice(-n).join(" ").replace(/\./g, ""));
    if (state) out.push({ city: words.slice(0, -n).join(" "), state });
  }
  return out;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;

/** The place a search text names, or undefined when it names none (it is then searched as words). */
export function understandPlace(q: string): UnderstoodPlace | undefined {
  const text = q.replace(/\s+/g, " ").trim();
  if (text.length === 0 || text.length > 120) return undefined;
  const zip = ZIP.exec(text);
  if (zip) return zipPlace(zip[1]!);
  // "City ST ZIP", "City, ST 44101-1234": the ZIP, when the rest names a place.
  const trailing = /^(.*?)[\s,]+(\d{5})(?:-\d{4})?$/.exec(text);
  if (trailing) return understandPlace(trailing[1]!) ? zipPlace(trailing[2]!) : undefined;
  // A state alone is a state filter (toStateCode), never a city of that name.
  if (toStateCode(text.replace(/\./g, ""))) return undefined;
  for (const { city, state } of splitCityState(text)) {
    const hit = cityInState(city, state);
    if (hit) return cityPlace(hit.city, hit.corrected);
  }
  if (text.includes(",")) return undefined;
  // A city name alone: the place with the most ZIPs, and the others that share the name.
  const key = cityKey(text);
  if (key.length < 3 || TRADE_WORDS.has(key) || /\d/.test(key)) return undefined;
  const [first, ...others] = index().byKey.get(key) ?? [];
  return first ? cityPlace(first, false, others.slice(0, 8)) : undefined;
}

/** A program name holds the typed words in a row ("Cedar Ridge Wellness" holds "cedar"), compared as city names are. */
export function nameHolds(name: string, typed: string): boolean {
  const words = cityKey(typed);
  return words.length > 0 && ` ${cityKey(name)} `.includes(` ${words} `);
}

function zipPlace(zip: string): UnderstoodPlace | undefined {
  const r = zipRecord(zip);
  if (!r || !stateName(r.state)) return undefined;
  return { canonical: zip, kind: "zip", latitude: r.latitude, longitude: r.longitude, label: `${r.city}, ${r.state} ${zip}`, corrected: false, others: [], alone: false };
}

export type PlaceSuggestion = { kind: "city" | "zip"; label: string; q: string };

/**
 * Places starting with what has been typed, for the search box: cities as "City, ST" (most ZIPs first, a state
 * typed after the name narrows them), ZIPs with their city. From the bundled data only; no outside service.
 */
export function suggestPlaces(typed: string, limit = 8): PlaceSuggestion[] {
  const text = typed.replace(/\s+/g, " ").trim();
  if (text.length < 2 || text.length > 120) return [];
  const digits = /^\d{1,5}$/.exec(text);
  if (digits) return text.length < 3 ? [] : zipSuggestions(text, limit);
  const { flat } = index();
  // "columbus o", "saint louis, m": the state's start narrows the cities of the whole name.
  const comma = text.lastIndexOf(",");
  const namePart = comma >= 0 ? text.slice(0, comma) : text;
  const statePart = comma >= 0 ? text.slice(comma + 1).trim().toLowerCase() : "";
  const prefix = cityKey(namePart);
  if (prefix.length < 2) return [];
  let lo = 0;
  let hi = flat.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (flat[mid]!.key < prefix) lo = mid + 1;
    else hi = mid;
  }
  const stateMatches = (c: CityRecord) => statePart === "" || c.state.toLowerCase().startsWith(statePart) || (stateName(c.state) ?? "").toLowerCase().startsWith(statePart);
  // The best `limit` of the range in one pass (a name typed in full first, then the most ZIPs): no sort of thousands.
  const top: { city: CityRecord; exact: boolean }[] = [];
  const before = (a: { city: CityRecord; exact: boolean }, b: { city: CityRecord; exact: boolean }) =>
    a.exact !== b.exact ? a.exact : a.city.zips !== b.city.zips ? a.city.zips > b.city.zips : a.city.name !== b.city.name ? a.city.name < b.city.name : a.city.state < b.city.state;
  for (let i = lo; i < flat.length && flat[i]!.key.startsWith(prefix); i++) {
    const { key, city } = flat[i]!;
    const exact = key === prefix;
    if (comma >= 0 && (!exact || !stateMatches(city))) continue;
    const hit = { city, exact };
    if (top.length === limit && !before(hit, top[limit - 1]!)) continue;
    let at = top.length;
    while (at > 0 && before(hit, top[at - 1]!)) at--;
    top.splice(at, 0, hit);
    if (top.length > limit) top.pop();
  }
  const cityHits = top.map(({ city }): PlaceSuggestion => ({ kind: "city", label: labelOf(city), q: labelOf(city) }));
  if (cityHits.length > 0 || comma >= 0) return cityHits;
  // "cleveland oh", "fort worth tex": a name and the start of a state without the comma.
  const words = text.split(" ");
  if (words.length < 2) return [];
  return suggestPlaces(`${words.slice(0, -1).join(" ")}, ${words.at(-1)}`, limit);
}

function zipSuggestions(prefix: string, limit: number): PlaceSuggestion[] {
  const out: PlaceSuggestion[] = [];
  const start = Number(prefix.padEnd(5, "0"));
  const end = Number(prefix.padEnd(5, "9"));
  for (let n = start; n <= end && out.length < limit; n++) {
    const zip = String(n).padStart(5, "0");
    const r = zipRecord(zip);
    if (r && stateName(r.state)) out.push({ kind: "zip", label: `${zip} ${r.city}, ${r.state}`, q: zip });
  }
  return out;
}
