import { dayIssues, emptyWeek, sortIntervals, WEEKDAYS, type Interval, type WeeklyHours } from "./week";

/** One opening as the outside sources give it: a weekday index (0 = `weekStart`), opening and closing minutes. */
export type Span = { day: number; open: number; close: number; closeDay?: number };

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Weekly hours from a source's openings. An opening that runs past midnight is split over the two days
 * (we store no interval across midnight). Hours that still do not make sense (overlaps) are dropped as
 * "not provided" rather than failing the whole listing.
 */
export function weekFromSpans(spans: Span[], weekStart: "sun" | "mon"): WeeklyHours | null {
  if (spans.length === 0) return null;
  const week = emptyWeek();
  const dayAt = (i: number) => WEEKDAYS[(((i + (weekStart === "sun" ? 6 : 0)) % 7) + 7) % 7]!;
  for (const s of spans) {
    if (![s.day, s.open, s.close].every(Number.isInteger) || s.open < 0 || s.open >= 1440 || s.close < 0 || s.close > 1440) return null;
    const nextDay = s.closeDay ?? (s.close <= s.open ? s.day + 1 : s.day);
    if (nextDay === s.day) {
      week[dayAt(s.day)].push([hhmm(s.open), s.close === 1440 ? "24:00" : hhmm(s.close)]);
    } else {
      week[dayAt(s.day)].push([hhmm(s.open), "24:00"]);
      if (s.close > 0) week[dayAt(nextDay)].push(["00:00", hhmm(s.close)]);
    }
  }
  for (const d of WEEKDAYS) {
    week[d] = sortIntervals(week[d]) as Interval[];
    if (dayIssues(d, week[d]).length > 0) return null;
  }
  return week;
}
