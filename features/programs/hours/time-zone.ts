/**
 * The time zone of a US address, from its state; for the states that span two zones, from the
 * longitude (and for Idaho, Oregon and Michigan's Upper Peninsula, the latitude too) of the
 * program's ZIP. The lines are approximations of the county boundaries (49 CFR part 71), close enough
 * to say "Open now" for the towns on either side; a program right on a line may be an hour off.
 * Client-safe: plain data and functions.
 */

/** States (and DC) in one zone. */
export const SINGLE_ZONES: Record<string, string> = {
  AL: "America/Chicago", AK: "America/Anchorage", AZ: "America/Phoenix", AR: "America/Chicago", CA: "America/Los_Angeles",
  CO: "America/Denver", CT: "America/New_York", DE: "America/New_York", DC: "America/New_York", GA: "America/New_York",
  HI: "Pacific/Honolulu", IL: "America/Chicago", IA: "America/Chicago", LA: "America/Chicago", ME: "America/New_York",
  MD: "America/New_York", MA: "America/New_York", MN: "America/Chicago", MS: "America/Chicago", MO: "America/Chicago",
  MT: "America/Denver", NV: "America/Los_Angeles", NH: "America/New_York", NJ: "America/New_York", NM: "America/Denver",
  NY: "America/New_York", NC: "America/New_York", OH: "America/New_York", OK: "America/Chicago", PA: "America/New_York",
  RI: "America/New_York", SC: "America/New_York", UT: "America/Denver", VT: "America/New_York", VA: "America/New_York",
  WA: "America/Los_Angeles", WV: "America/New_York", WI: "America/Chicago", WY: "America/Denver",
};

type Point = { latitude: number; longitude: number };

/**
 * One line of a split state: the zone on the given side of a longitude and/or latitude (every bound strict).
 * Plain data, so the SQL of the "Open now" filter (features/programs/data.ts) is written from the same lines.
 */
export type ZoneLine = { zone: string; lngBelow?: number; lngAbove?: number; latBelow?: number; latAbove?: number };

/** States in two zones: the first line the point satisfies, else `otherwise`. */
export const SPLIT_ZONES: Record<string, { lines: ZoneLine[]; otherwise: string }> = {
  // Panhandle west of the Apalachicola River: Central.
  FL: { lines: [{ zone: "America/Chicago", lngBelow: -85.0, latAbove: 29.6 }], otherwise: "America/New_York" },
  // Northwest (Gary) and southwest (Evansville) corners: Central.
  IN: {
    lines: [
      { zone: "America/Chicago", lngBelow: -86.9, latAbove: 41.0 },
      { zone: "America/Chicago", lngBelow: -86.9, latBelow: 38.6 },
    ],
    otherwise: "America/Indiana/Indianapolis",
  },
  // Western half (Bowling Green, Paducah): Central; Louisville and the east: Eastern.
  KY: { lines: [{ zone: "America/Chicago", lngBelow: -85.9 }], otherwise: "America/New_York" },
  // East Tennessee (Knoxville, Chattanooga): Eastern; Middle and West: Central.
  TN: { lines: [{ zone: "America/New_York", lngAbove: -85.4 }], otherwise: "America/Chicago" },
  // The four Upper Peninsula counties on the Wisconsin line: Central.
  MI: { lines: [{ zone: "America/Menominee", lngBelow: -87.6, latAbove: 45.0 }], otherwise: "America/Detroit" },
  // Southwest North Dakota: Mountain.
  ND: { lines: [{ zone: "America/Denver", lngBelow: -101.3, latBelow: 47.4 }], otherwise: "America/Chicago" },
  // West River (Rapid City): Mountain.
  SD: { lines: [{ zone: "America/Denver", lngBelow: -100.6 }], otherwise: "America/Chicago" },
  // The Panhandle: Mountain.
  NE: { lines: [{ zone: "America/Denver", lngBelow: -101.4 }], otherwise: "America/Chicago" },
  // The four western counties: Mountain.
  KS: { lines: [{ zone: "America/Denver", lngBelow: -101.1 }], otherwise: "America/Chicago" },
  // El Paso and Hudspeth counties: Mountain.
  TX: { lines: [{ zone: "America/Denver", lngBelow: -104.6 }], otherwise: "America/Chicago" },
  // North of the Salmon River: Pacific.
  ID: { lines: [{ zone: "America/Los_Angeles", latAbove: 45.5 }], otherwise: "America/Boise" },
  // Most of Malheur County: Mountain.
  OR: { lines: [{ zone: "America/Boise", lngAbove: -117.9, latBelow: 44.5 }], otherwise: "America/Los_Angeles" },
};

/** Coordinates we know: 0,0 is how a program whose ZIP and city were not found is stored (data.ts, coordinatesFor). */
const located = (p: Point) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && !(p.latitude === 0 && p.longitude === 0);

/** Whether a point is on a line's side (all of its bounds, each strict). */
const onSide = (line: ZoneLine, p: Point) =>
  (line.lngBelow === undefined || p.longitude < line.lngBelow) &&
  (line.lngAbove === undefined || p.longitude > line.lngAbove) &&
  (line.latBelow === undefined || p.latitude < line.latBelow) &&
  (line.latAbove === undefined || p.latitude > line.latAbove);

/**
 * The IANA time zone of a program, from its state code and coordinates (its ZIP's, or as geocoded); null
 * for an unknown state. A state in one zone needs no coordinates; in a split state, a program without valid
 * coordinates (0,0) gets the zone of most of the state (`otherwise`).
 */
export function timeZoneFor(state: string, point: Point): string | null {
  const split = SPLIT_ZONES[state];
  if (split) {
    if (!located(point)) return split.otherwise;
    return split.lines.find((line) => onSide(line, point))?.zone ?? split.otherwise;
  }
  return SINGLE_ZONES[state] ?? null;
}

/** Every zone a program can be in. */
export const TIME_ZONES: readonly string[] = [
  ...new Set([...Object.values(SINGLE_ZONES), ...Object.values(SPLIT_ZONES).flatMap((s) => [s.otherwise, ...s.lines.map((l) => l.zone)])]),
].sort();
