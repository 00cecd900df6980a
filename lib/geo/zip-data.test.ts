/** @jest-environment node */
import zipcodes from "zipcodes";
import { lookupCity, lookupZip, resolvePlace, zipsInState } from "@/lib/geo";
import { US_STATES } from "@/lib/us-states";

// lib/geo/us-zips.json is generated from the `zipcodes` package (npm run geo:zips); these tests hold it
// to the answers the package itself gives, so a stale or hand-edited file fails here.
const usCodes = Object.values(zipcodes.codes).filter((c) => c.country === "US");

/** What lookupCity answered when it read the package directly. */
function packageCity(city: string, code: string) {
  const hits = zipcodes.lookupByName(city, code).filter((h) => h.country === "US");
  if (hits.length === 0) return undefined;
  const latitude = hits.reduce((s, h) => s + h.latitude, 0) / hits.length;
  const longitude = hits.reduce((s, h) => s + h.longitude, 0) / hits.length;
  return { latitude, longitude, label: `${hits[0]!.city}, ${code}` };
}

describe("bundled ZIP table", () => {
  it("answers known ZIPs with the package's coordinates, city and state", () => {
    expect(lookupZip("10001")).toEqual({ latitude: 40.7484, longitude: -73.9967, label: "New York, NY 10001" });
    expect(lookupZip("90210")).toEqual({ latitude: 34.0901, longitude: -118.4065, label: "Beverly Hills, CA 90210" });
    expect(resolvePlace("78701")?.label).toBe("Austin, TX 78701");
    expect(lookupZip("00000")).toBeUndefined();
    expect(lookupZip("A0A1B")).toBeUndefined();
  });

  it("holds every US ZIP of the package, each with the same record", () => {
    expect(usCodes.length).toBeGreaterThan(40_000);
    for (const c of usCodes) {
      expect(lookupZip(c.zip)).toEqual({ latitude: c.latitude, longitude: c.longitude, label: `${c.city}, ${c.state} ${c.zip}` });
    }
  });

  it("lists a state's ZIPs in the package's order", () => {
    for (const { code } of US_STATES) {
      const ours = zipsInState(code).map((z) => z.zip);
      expect(ours).toEqual(zipcodes.lookupByState(code).map((z) => z.zip));
    }
    expect(zipsInState("ZZ")).toEqual([]);
  });

  it("places cities at the mean of their ZIP centroids, as the package's lists give them", () => {
    const cities: [string, string][] = [["New York", "NY"], ["austin", "texas"], ["Saint Paul", "MN"], ["Springfield", "IL"], ["Washington", "DC"], ["Anchorage", "AK"]];
    // And a fixed spread of other city names from the data.
    for (let i = 0; i < usCodes.length; i += 397) {
      const c = usCodes[i]!;
      if (US_STATES.some((s) => s.code === c.state)) cities.push([c.city, c.state]);
    }
    for (const [city, state] of cities) {
      const code = US_STATES.find((s) => s.code === state.toUpperCase() || s.name.toLowerCase() === state)!.code;
      expect(lookupCity(city, state)).toEqual(packageCity(city, code));
    }
    expect(lookupCity("New York", "NY")?.label).toBe("New York, NY");
    expect(lookupCity("Nowhereville", "TX")).toBeUndefined();
  });
});
