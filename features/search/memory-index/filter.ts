import { boundingBox, haversineMiles, type Place } from "@/lib/geo";
import { zoneClocks } from "@/features/programs";
import { TIME_ZONES, WEEKDAYS } from "@/features/programs";
import { specialtyCodes } from "@/features/programs";
import { cell } from "./build";
import { newBits, setBit } from "./row-sets";
import { termLexemes, wordTerms } from "./terms";
import type { Index, IndexFilters, ListField, Postings, Term, TextMatch } from "./types";

// Filtering: the rows a search text matches (full text, ZIP, literal, state, city, place) and the list filters as
// one test of a row.

/**
 * Rows holding every term (PostgreSQL's `search_vector @@ 'a' & 'b':*`), as bits: each term is the OR of its
 * lexemes' rows (a prefix may be many), the terms are ANDed a word of 32 rows at a time.
 */
export function fullText(index: Index, terms: Term[][], words: Postings = index.words): Uint32Array {
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

/** The rows a search text matches, as bits: the OR of features/search/sql/search.ts's conditions. */
export function textMatches(index: Index, text: TextMatch): Uint32Array {
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

/** rowTest's test when no filter is set: every row passes (a count is then a popcount). */
export const EVERY_ROW = () => true;

/** The filters as one test of a row; null when no row can pass (a value no program has). */
export function rowTest(index: Index, f: IndexFilters): ((i: number) => boolean) | null {
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

/** Open at `now` in the row's own time zone (the SQL's openAt in features/search/sql/filters.ts). */
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
