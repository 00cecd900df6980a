/** @jest-environment node */
import { emptyWeek } from "@/features/programs/hours/week";
import { googleHours } from "@/features/imports/sources/google";
import { yelpHours } from "@/features/imports/sources/yelp";

describe("hours from Google Places and Yelp", () => {
  it("reads Google's regularOpeningHours.periods (day 0 = Sunday), splitting a night across midnight", () => {
    const periods = [
      { open: { day: 1, hour: 9, minute: 0 }, close: { day: 1, hour: 17, minute: 30 } },
      { open: { day: 6, hour: 20, minute: 0 }, close: { day: 0, hour: 2, minute: 0 } },
    ];
    expect(googleHours({ regularOpeningHours: { periods } })).toEqual({ ...emptyWeek(), mon: [["09:00", "17:30"]], sat: [["20:00", "24:00"]], sun: [["00:00", "02:00"]] });
    expect(googleHours({ regularOpeningHours: { periods: [{ open: { day: 0, hour: 0, minute: 0 } }] } })?.wed).toEqual([["00:00", "24:00"]]);
    expect(googleHours({})).toBeNull();
  });

  it("reads Yelp's business_hours (day 0 = Monday, HHMM, is_overnight)", () => {
    const b = { business_hours: [{ hours_type: "REGULAR", open: [{ day: 0, start: "0800", end: "1600", is_overnight: false }, { day: 4, start: "1800", end: "0000", is_overnight: false }, { day: 6, start: "2200", end: "0300", is_overnight: true }] }] };
    expect(yelpHours(b)).toEqual({ ...emptyWeek(), mon: [["00:00", "03:00"], ["08:00", "16:00"]], fri: [["18:00", "24:00"]], sun: [["22:00", "24:00"]] });
    expect(yelpHours({ business_hours: [{ open: [{ day: 0, start: "9am", end: "1700" }] }] })).toBeNull();
    expect(yelpHours({})).toBeNull();
  });
});
