/** @jest-environment node */
import { boundingBox, haversineMiles, lookupZip, parseCityState, resolvePlace } from "@/lib/geo";

describe("geo", () => {
  it("measures a known distance: New York City Hall to Philadelphia City Hall is about 80.5 miles", () => {
    expect(haversineMiles(40.7128, -74.006, 39.9526, -75.1652)).toBeCloseTo(80.54, 1);
    expect(haversineMiles(10, 10, 10, 10)).toBe(0);
  });

  it("finds ZIPs and 'City, ST' places in the bundled data", () => {
    expect(lookupZip("90210")).toMatchObject({ latitude: 34.0901, longitude: -118.4065 });
    expect(lookupZip("00000")).toBeUndefined();
    expect(lookupZip("9021")).toBeUndefined();
    expect(parseCityState("Austin, TX")).toEqual({ city: "Austin", state: "TX" });
    expect(parseCityState("Santa Fe, New Mexico")).toEqual({ city: "Santa Fe", state: "NM" });
    expect(parseCityState("Austin TX")).toBeUndefined();
    expect(parseCityState("Austin, ZZ")).toBeUndefined();
    expect(resolvePlace(" Austin, tx ")?.label).toBe("Austin, TX");
    expect(resolvePlace("Nowhereville, TX")).toBeUndefined();
    expect(resolvePlace("clinic")).toBeUndefined();
  });

  it("draws a bounding box that contains the whole radius", () => {
    const box = boundingBox(45, -100, 50);
    for (const bearing of [0, 90, 180, 270]) {
      const rad = (bearing * Math.PI) / 180;
      const lat = 45 + (50 / 69.05) * Math.cos(rad) * 0.999;
      const lng = -100 + ((50 / (69.17 * Math.cos((45 * Math.PI) / 180))) * Math.sin(rad)) * 0.999;
      expect(haversineMiles(45, -100, lat, lng)).toBeLessThanOrEqual(50.1);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});
