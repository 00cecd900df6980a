import { openStatus, zoneClocks } from "@/features/programs/hours/open-now";
import { hoursToText, parseHoursText } from "@/features/programs/hours/text";
import { TIME_ZONES, timeZoneFor } from "@/features/programs/hours/time-zone";
import { emptyWeek, formatTime } from "@/features/programs/hours/week";

describe("parseHoursText", () => {
  it("reads day ranges and groups; days not named are closed", () => {
    const r = parseHoursText("Mon-Fri 09:00-17:00; Sat 10:00-14:00");
    expect(r).toEqual({ ok: true, hours: { ...emptyWeek(), mon: [["09:00", "17:00"]], tue: [["09:00", "17:00"]], wed: [["09:00", "17:00"]], thu: [["09:00", "17:00"]], fri: [["09:00", "17:00"]], sat: [["10:00", "14:00"]] } });
  });

  it.each([
    ["Tues, Thurs: 9:30am - 5pm", { tue: [["09:30", "17:00"]], thu: [["09:30", "17:00"]] }],
    ["Monday 8-12, 13-17 | Sunday closed", { mon: [["08:00", "12:00"], ["13:00", "17:00"]] }],
    ["Fri-Mon 10:00-14:00", { fri: [["10:00", "14:00"]], sat: [["10:00", "14:00"]], sun: [["10:00", "14:00"]], mon: [["10:00", "14:00"]] }],
    ["Daily 6 PM - 12 AM", Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, [["18:00", "24:00"]]]))],
    ["Weekends 10:00–14:00\nWed 13:00-17:00; Wed 08:00-12:00", { sat: [["10:00", "14:00"]], sun: [["10:00", "14:00"]], wed: [["08:00", "12:00"], ["13:00", "17:00"]] }],
    ["12pm-1pm", null],
  ])("reads %j", (text, days) => {
    const r = parseHoursText(text);
    if (days === null) expect(r.ok).toBe(false);
    else expect(r).toEqual({ ok: true, hours: { ...emptyWeek(), ...days } });
  });

  it("takes empty text as not provided and Closed as closed every day", () => {
    expect(parseHoursText("  ")).toEqual({ ok: true, hours: null });
    expect(parseHoursText("Closed")).toEqual({ ok: true, hours: emptyWeek() });
  });

  it.each([
    ["Mon-Fri 17:00-09:00", "Monday: Opening time must be before closing time"],
    ["Mon 09:00-13:00, 12:00-17:00", "Monday: Opening hours on one day must not overlap"],
    ["Mon 09:00-13:00; Mon 12:00-17:00", "Monday: Opening hours on one day must not overlap"],
    ["Mon 25:00-26:00", "Bad time range: 25:00-26:00 (use HH:MM-HH:MM)"],
    ["Mon 13pm-2pm", "Bad time range"],
    ["Mon 09:60-10:00", "Bad time range"],
    ["Funday 09:00-17:00", "Unknown day: Funday"],
    ["T 09:00-17:00", "Unknown day: T"],
    ["09:00-17:00", "Hours not understood"],
    ["Mon 9 to", "Bad time range"],
    ["Mon 1:00-2:00, 3:00-4:00, 5:00-6:00, 7:00-8:00, 9:00-10:00", "At most 4 opening intervals a day"],
  ])("refuses %j", (text, message) => {
    const r = parseHoursText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it("writes hours back as text that reads the same", () => {
    const text = "Mon-Fri 09:00-17:00; Sat 10:00-12:00, 13:00-14:00";
    const r = parseHoursText(text);
    if (!r.ok) throw new Error(r.error);
    expect(hoursToText(r.hours)).toBe(text);
    expect(hoursToText(null)).toBe("");
    expect(hoursToText(emptyWeek())).toBe("Closed");
  });

  it("formats times for people", () => {
    expect([formatTime("09:05"), formatTime("12:00"), formatTime("00:30"), formatTime("24:00"), formatTime("17:45")]).toEqual(["9:05 AM", "12:00 PM", "12:30 AM", "12:00 AM", "5:45 PM"]);
  });
});

describe("timeZoneFor", () => {
  it.each([
    ["NY", 40.71, -74.0, "America/New_York"],
    ["AZ", 33.45, -112.07, "America/Phoenix"],
    ["HI", 21.3, -157.86, "Pacific/Honolulu"],
    ["FL", 25.76, -80.19, "America/New_York"], // Miami
    ["FL", 30.42, -87.22, "America/Chicago"], // Pensacola
    ["TN", 35.96, -83.92, "America/New_York"], // Knoxville
    ["TN", 36.16, -86.78, "America/Chicago"], // Nashville
    ["TX", 31.76, -106.49, "America/Denver"], // El Paso
    ["TX", 30.27, -97.74, "America/Chicago"], // Austin
    ["ID", 43.62, -116.2, "America/Boise"], // Boise
    ["ID", 47.68, -116.78, "America/Los_Angeles"], // Coeur d'Alene
    ["IN", 39.77, -86.16, "America/Indiana/Indianapolis"],
    ["IN", 41.59, -87.35, "America/Chicago"], // Gary
    ["KY", 38.25, -85.76, "America/New_York"], // Louisville
    ["KY", 36.99, -86.44, "America/Chicago"], // Bowling Green
    ["SD", 44.08, -103.23, "America/Denver"], // Rapid City
    ["OR", 44.03, -116.96, "America/Boise"], // Ontario
    ["OR", 45.52, -122.68, "America/Los_Angeles"], // Portland
  ])("%s at %d,%d is %s", (state, latitude, longitude, zone) => {
    expect(timeZoneFor(state, { latitude, longitude })).toBe(zone);
  });
  it("has no zone for an unknown state", () => expect(timeZoneFor("XX", { latitude: 0, longitude: 0 })).toBeNull());
  it.each([
    ["TN", "America/Chicago"],
    ["OR", "America/Los_Angeles"],
    ["FL", "America/New_York"],
    ["TX", "America/Chicago"],
    ["ID", "America/Boise"],
  ])("gives %s without coordinates (0,0) its main zone, %s", (state, zone) => expect(timeZoneFor(state, { latitude: 0, longitude: 0 })).toBe(zone));
  it("lists every zone a program can be in", () => {
    expect(TIME_ZONES).toContain("America/Menominee");
    expect(TIME_ZONES).toContain("Pacific/Honolulu");
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
  });
});

describe("openStatus at injected instants", () => {
  const hours = { ...emptyWeek(), mon: [["09:00", "17:00"]], tue: [["09:00", "12:00"], ["13:00", "17:00"]], sat: [["22:00", "24:00"]] } as ReturnType<typeof emptyWeek>;
  // Monday 2026-11-23 16:30 UTC: 11:30 in New York, 08:30 in Los Angeles, 06:30 in Honolulu.
  const monday = new Date("2026-11-23T16:30:00Z");
  it("is open in New York but not yet in Los Angeles or Honolulu at the same instant", () => {
    expect(openStatus(hours, "America/New_York", monday)).toEqual({ today: "mon", open: true });
    expect(openStatus(hours, "America/Los_Angeles", monday)).toEqual({ today: "mon", open: false });
    expect(openStatus(hours, "Pacific/Honolulu", monday)).toEqual({ today: "mon", open: false });
  });
  it("closes at the closing minute and respects a lunch break", () => {
    expect(openStatus(hours, "America/Chicago", new Date("2026-11-23T23:00:00Z")).open).toBe(false); // Mon 17:00 Chicago
    expect(openStatus(hours, "America/Chicago", new Date("2026-11-23T22:59:00Z")).open).toBe(true); // Mon 16:59
    expect(openStatus(hours, "America/Chicago", new Date("2026-11-24T18:30:00Z")).open).toBe(false); // Tue 12:30
    expect(openStatus(hours, "America/Chicago", new Date("2026-11-24T19:00:00Z")).open).toBe(true); // Tue 13:00
  });
  it("takes the local weekday: Saturday night in Phoenix is Sunday in UTC", () => {
    expect(openStatus(hours, "America/Phoenix", new Date("2026-11-29T06:30:00Z"))).toEqual({ today: "sat", open: true }); // Sat 23:30
  });
  it("follows daylight saving time (New York in July is UTC-4)", () => {
    expect(openStatus(hours, "America/New_York", new Date("2026-07-06T13:00:00Z")).open).toBe(true); // Mon 09:00 EDT
    expect(openStatus(hours, "America/New_York", new Date("2026-07-06T12:59:00Z")).open).toBe(false);
  });
  it("never guesses without hours", () => expect(openStatus(null, "America/New_York", monday)).toEqual({ today: "mon", open: null }));
  it("tells the clock of one instant in several zones", () =>
    expect(zoneClocks(new Date("2026-11-23T23:30:00Z"), ["America/New_York", "America/Los_Angeles", "Pacific/Honolulu"])).toEqual([
      { zone: "America/New_York", day: "mon", minutes: 18 * 60 + 30, hhmm: "18:30" },
      { zone: "America/Los_Angeles", day: "mon", minutes: 15 * 60 + 30, hhmm: "15:30" },
      { zone: "Pacific/Honolulu", day: "mon", minutes: 13 * 60 + 30, hhmm: "13:30" },
    ]));
});
