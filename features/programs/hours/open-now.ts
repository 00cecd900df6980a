import { minutesOf, WEEKDAYS, type Weekday, type WeeklyHours } from "./week";

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

/**
 * Whether a program is open at `now` (injected: tests pass fixed instants), in its own time zone.
 * Null hours (not provided) give null: we never guess.
 */
export function openStatus(hours: WeeklyHours | null, timeZone: string, now: Date): { today: Weekday; open: boolean | null } {
  const { day, minutes } = localTime(now, timeZone);
  if (!hours) return { today: day, open: null };
  const open = (hours[day] ?? []).some(([from, to]) => {
    const a = minutesOf(from);
    const b = minutesOf(to, true);
    return a !== null && b !== null && minutes >= a && minutes < b;
  });
  return { today: day, open };
}
