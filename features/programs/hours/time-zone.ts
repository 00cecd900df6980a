/**
 * The time zone of a US address, from its state; for the states that span two zones, from the
 * longitude (and for Idaho, Oregon and Michigan's Upper Peninsula, the latitude too) of the
 * program's ZIP. The lines are approximations of the county boundaries (49 CFR part 71), close enough
 * to say "Open now" for the towns on either side; a program right on a line may be an hour off.
 */
const SINGLE: Record<string, string> = {
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

/** States in two zones: the zone for a point (west of the line unless noted). */
const SPLIT: Record<string, (p: Point) => string> = {
  // Panhandle west of the Apalachicola River: Central.
  FL: (p) => (p.longitude < -85.0 && p.latitude > 29.6 ? "America/Chicago" : "America/New_York"),
  // Northwest (Gary) and southwest (Evansville) corners: Central.
  IN: (p) => (p.longitude < -86.9 && (p.latitude > 41.0 || p.latitude < 38.6) ? "America/Chicago" : "America/Indiana/Indianapolis"),
  // Western half (Bowling Green, Paducah): Central; Louisville and the east: Eastern.
  KY: (p) => (p.longitude < -85.9 ? "America/Chicago" : "America/New_York"),
  // East Tennessee (Knoxville, Chattanooga): Eastern; Middle and West: Central.
  TN: (p) => (p.longitude > -85.4 ? "America/New_York" : "America/Chicago"),
  // The four Upper Peninsula counties on the Wisconsin line: Central.
  MI: (p) => (p.longitude < -87.6 && p.latitude > 45.0 ? "America/Menominee" : "America/Detroit"),
  // Southwest North Dakota: Mountain.
  ND: (p) => (p.longitude < -101.3 && p.latitude < 47.4 ? "America/Denver" : "America/Chicago"),
  // West River (Rapid City): Mountain.
  SD: (p) => (p.longitude < -100.6 ? "America/Denver" : "America/Chicago"),
  // The Panhandle: Mountain.
  NE: (p) => (p.longitude < -101.4 ? "America/Denver" : "America/Chicago"),
  // The four western counties: Mountain.
  KS: (p) => (p.longitude < -101.1 ? "America/Denver" : "America/Chicago"),
  // El Paso and Hudspeth counties: Mountain.
  TX: (p) => (p.longitude < -104.6 ? "America/Denver" : "America/Chicago"),
  // North of the Salmon River: Pacific.
  ID: (p) => (p.latitude > 45.5 ? "America/Los_Angeles" : "America/Boise"),
  // Most of Malheur County: Mountain.
  OR: (p) => (p.longitude > -117.9 && p.latitude < 44.5 ? "America/Boise" : "America/Los_Angeles"),
};

/** The IANA time zone of a program, from its state code and coordinates; null for an unknown state. */
export function timeZoneFor(state: string, point: Point): string | null {
  const split = SPLIT[state];
  if (split) return split(point);
  return SINGLE[state] ?? null;
}
