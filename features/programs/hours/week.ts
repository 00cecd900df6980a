/**
 * Weekly opening hours: per weekday a list of ["HH:MM", "HH:MM"] intervals (empty = closed that day);
 * the whole value null = not provided. Times are the program's local time (its time zone comes from its
 * address, see time-zone.ts). Closing may be "24:00" (open until midnight); an interval never spans
 * midnight: split it over two days instead. Client-safe (no zod).
 */
import { WEEKDAYS, type Interval, type Weekday, type WeeklyHours } from "@/db/vocab";

export { WEEKDAYS, type Interval, type Weekday, type WeeklyHours };

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** At most this many intervals a day (a split shift, a lunch break...). */
export const MAX_INTERVALS_PER_DAY = 4;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of "HH:MM" ("24:00" only as a closing time), or null when not a time. */
export function minutesOf(time: string, closing = false): number | null {
  if (closing && time === "24:00") return 24 * 60;
  if (!TIME.test(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export const emptyWeek = (): WeeklyHours => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

export type HoursIssue = { day: Weekday; index: number; message: string };

export const HOURS_MESSAGES = {
  time: "Times must be HH:MM, from 00:00 to 23:59 (closing may be 24:00)",
  order: "Opening time must be before closing time",
  overlap: "Opening hours on one day must not overlap",
  tooMany: `At most ${MAX_INTERVALS_PER_DAY} opening intervals a day`,
} as const;

/** What is wrong with one day's intervals: bad times, closing not after opening, overlaps. */
export function dayIssues(day: Weekday, intervals: readonly Interval[]): HoursIssue[] {
  const issues: HoursIssue[] = [];
  if (intervals.length > MAX_INTERVALS_PER_DAY) issues.push({ day, index: MAX_INTERVALS_PER_DAY, message: HOURS_MESSAGES.tooMany });
  const spans: { index: number; open: number; close: number }[] = [];
  intervals.forEach(([openText, closeText], index) => {
    const open = minutesOf(openText);
    const close = minutesOf(closeText, true);
    if (open === null || close === null) issues.push({ day, index, message: HOURS_MESSAGES.time });
    else if (open >= close) issues.push({ day, index, message: HOURS_MESSAGES.order });
    else spans.push({ index, open, close });
  });
  spans.sort((a, b) => a.open - b.open);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i]!.open < spans[i - 1]!.close) issues.push({ day, index: spans[i]!.index, message: HOURS_MESSAGES.overlap });
  }
  return issues;
}

/** One day's intervals sorted by opening time (the stored and shown order). */
export const sortIntervals = (intervals: readonly Interval[]): Interval[] =>
  [...intervals].sort((a, b) => (minutesOf(a[0]) ?? 0) - (minutesOf(b[0]) ?? 0));

/** "09:00" -> "9:00 AM"; "24:00" -> "12:00 AM" (midnight). In Spanish "9:00 a. m." (`locale` "es"). */
export function formatTime(time: string, locale: "en" | "es" = "en"): string {
  const minutes = minutesOf(time, true);
  if (minutes === null) return time;
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const half = locale === "es" ? (h < 12 ? "a.\u00a0m." : "p.\u00a0m.") : h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${half}`;
}
