import { minutesOf, WEEKDAYS, type Interval, type Weekday, type WeeklyHours } from "./week";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The weekday and minutes since midnight of an instant in a time zone. */
export function localTime(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = formatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = get("weekday").slice(0, 3).toLowerCase() as Weekday;
  const minutes = (Number(get("hour")) % 24) * 60 + Number(get("minute"));
  return { day: WEEKDAYS.includes(day) ? day : "mon", minutes };
}

/** Whether one day's intervals cover a minute of that day: opening minute included, closing minute not. */
export function covers(intervals: readonly Interval[] | undefined, minutes: number): boolean {
  return (intervals ?? []).some(([from, to]) => {
    const a = minutesOf(from);
    const b = minutesOf(to, true);
    return a !== null && b !== null && minutes >= a && minutes < b;
  });
}

/**
 * Whether a program is open at `now` (injected: tests pass fixed instants), in its own time zone.
 * Null hours (not provided) give null: we never guess.
 */
export function openStatus(hours: WeeklyHours | null, timeZone: string, now: Date): { today: Weekday; open: boolean | null } {
  const { day, minutes } = localTime(now, timeZone);
  if (!hours) return { today: day, open: null };
  return { today: day, open: covers(hours[day], minutes) };
}

/** The local weekday, minutes and "HH:MM" of one instant in a time zone: the "Open now" filter's clock. */
export type ZoneClock = { zone: string; day: Weekday; minutes: number; hhmm: string };

/** The clock of `now` in each zone (the filter asks every zone a program can be in, features/programs/hours/time-zone.ts). */
export function zoneClocks(now: Date, zones: readonly string[]): ZoneClock[] {
  return zones.map((zone) => {
    const { day, minutes } = localTime(now, zone);
    const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    return { zone, day, minutes, hhmm };
  });
}
