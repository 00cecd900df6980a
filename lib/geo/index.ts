import { stateName, toStateCode } from "@/lib/us-states";
import { understandPlace, type PlaceRef } from "./places";
import { zipRecord, zipsOfCity } from "./zip-table";

export { nameHolds, suggestPlaces, understandPlace, type PlaceRef, type UnderstoodPlace } from "./places";

export { zipsInState } from "./zip-table";

/** A place searched around; `corrected` and `others` when read from text (understandPlace). */
export type Place = { latitude: number; longitude: number; label: string; corrected?: boolean; others?: PlaceRef[] };

const EARTH_RADIUS_MILES = 3958.7613;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine), the same formula the SQL uses. */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A latitude/longitude box that contains every point within `miles` of the centre. */
export function boundingBox(lat: number, lng: number, miles: number) {
  const dLat = miles / 69.0;
  const cos = Math.max(Math.cos(toRad(lat)), 0.01);
  const dLng = Math.min(180, miles / (69.172 * cos));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

export function lookupZip(zip: string): Place | undefined {
  const hit = zipRecord(zip);
  if (!hit) return undefined;
  return { latitude: hit.latitude, longitude: hit.longitude, label: `${hit.city}, ${hit.state} ${zip}` };
}

/** The centre of a known US city: the mean of its ZIP centroids. */
export function lookupCity(city: string, state: string): Place | undefined {
  const code = toStateCode(state);
  if (!code || !city.trim()) return undefined;
  const hits = zipsOfCity(city.trim(), code);
  if (hits.length === 0) return undefined;
  const latitude = hits.reduce((s, h) => s + h.latitude, 0) / hits.length;
  const longitude = hits.reduce((s, h) => s + h.longitude, 0) / hits.length;
  return { latitude, longitude, label: `${hits[0]!.city}, ${code}` };
}

/** Splits "City, ST" (or "City, State Name"); undefined for anything else. */
export function parseCityState(q: string): { city: string; state: string } | undefined {
  const m = /^\s*([^,]{1,100}),\s*([A-Za-z .]{2,30})\s*$/.exec(q);
  if (!m) return undefined;
  const state = toStateCode(m[2]!);
  return state ? { city: m[1]!.trim(), state } : undefined;
}

/**
 * A search text that names a place, in any of the forms people type (lib/geo/places.ts): a ZIP, ZIP+4,
 * "City, ST", "City ST", "City State", "City ST ZIP", St/Ft/Mt, a small misspelling, a city name alone.
 */
export function resolvePlace(q: string): Place | undefined {
  const hit = understandPlace(q);
  return hit ? { latitude: hit.latitude, longitude: hit.longitude, label: hit.label, corrected: hit.corrected, others: hit.others } : undefined;
}

/** A state as the ZIP message names it: "DC" as people say it, other states by name. */
const placeName = (code: string) => (code === "DC" ? "DC" : (stateName(code) ?? code));

/**
 * Why a ZIP does not fit the chosen state per the bundled ZIP data (issue 53, item 9), e.g. "ZIP 20005 is in
 * DC, not Maryland"; undefined when it fits or when the data does not know the ZIP (nothing to contradict).
 */
export function zipStateProblem(zip: string, state: string): string | undefined {
  const code = toStateCode(state);
  const found = zipRecord(zip.trim().slice(0, 5));
  if (!code || !found || found.state === code) return undefined;
  return `ZIP ${found.zip} is in ${placeName(found.state)}, not ${placeName(code)}`;
}
