import { dayIssues, emptyWeek, minutesOf, sortIntervals, WEEKDAY_LABELS, WEEKDAYS, type Interval, type Weekday, type WeeklyHours } from "./week";

/**
 * Opening hours as text, as imports give them: `Mon-Fri 09:00-17:00; Sat 10:00-14:00`.
 * Groups are separated by `;`, `|` or new lines; each names days (`Mon`, `Mon-Fri`, `Mon, Wed`, `Tues`,
 * `Daily`, `Weekdays`, `Weekends`) then intervals (`09:00-17:00`, `9:30am-5pm`, several joined by `,`) or
 * `Closed`. Days not named are closed; empty text is "not provided" (null).
 */
export type HoursTextResult = { ok: true; hours: WeeklyHours | null } | { ok: false; error: string };

const NAMES: Record<Weekday, string> = { mon: "monday", tue: "tuesday", wed: "wednesday", thu: "thursday", fri: "friday", sat: "saturday", sun: "sunday" };
const GROUPS: Record<string, Weekday[]> = {
  daily: [...WEEKDAYS],
  everyday: [...WEEKDAYS],
  weekdays: ["mon", "tue", "wed", "thu", "fri"],
  weekends: ["sat", "sun"],
  weekend: ["sat", "sun"],
};

function dayOf(word: string): Weekday | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  if (w.length < 2) return null;
  const hits = WEEKDAYS.filter((d) => NAMES[d].startsWith(w));
  return hits.length === 1 ? hits[0]! : null;
}

function daysOf(text: string): Weekday[] | string {
  const out: Weekday[] = [];
  for (const item of text.split(/\s*(?:,|&|\band\b)\s*/i).filter(Boolean)) {
    const group = GROUPS[item.toLowerCase().replace(/\s+/g, "")];
    if (group) {
      out.push(...group);
      continue;
    }
    const range = item.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/i);
    const [a, b] = [dayOf(range[0] ?? ""), range.length === 2 ? dayOf(range[1] ?? "") : null];
    if (!a || (range.length === 2 && !b) || range.length > 2) return `Unknown day: ${item.slice(0, 20)}`;
    if (!b) {
      out.push(a);
      continue;
    }
    // A range may wrap the week (Fri-Mon).
    for (let i = WEEKDAYS.indexOf(a); ; i = (i + 1) % 7) {
      out.push(WEEKDAYS[i]!);
      if (WEEKDAYS[i] === b) break;
    }
  }
  return out.length > 0 ? out : "Name the days before the hours";
}

const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i;

/** "9", "09:00", "9:30am", "5 PM", "12 a.m." -> "HH:MM"; closing midnight ("12am", "24:00") -> "24:00". */
function timeOf(text: string, closing: boolean): string | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? "0");
  const half = m[3]?.toLowerCase();
  if (half) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half === "p" ? 12 : 0);
  }
  if (closing && h === 0 && min === 0 && half) return "24:00";
  const out = `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
  return minutesOf(out, closing) === null ? null : out;
}

function intervalsOf(text: string): Interval[] | string {
  if (/^closed$/i.test(text.trim())) return [];
  const out: Interval[] = [];
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i).filter(Boolean)) {
    const ends = part.split(/\s*(?:-|–|—|\bto\b)\s*/i);
    const open = ends.length === 2 ? timeOf(ends[0]!, false) : null;
    const close = ends.length === 2 ? timeOf(ends[1]!, true) : null;
    if (!open || !close) return `Bad time range: ${part.slice(0, 30)} (use HH:MM-HH:MM)`;
    out.push([open, close]);
  }
  return out.length > 0 ? out : "Give the hours after the days, or Closed";
}

export function parseHoursText(input: string): HoursTextResult {
  const text = input.trim();
  if (text === "") return { ok: true, hours: null };
  if (text.length > 500) return { ok: false, error: "Hours must be at most 500 characters" };
  if (/^closed$/i.test(text)) return { ok: true, hours: emptyWeek() };
  const week = emptyWeek();
  for (const group of text.split(/\s*[;|\n]\s*/).filter(Boolean)) {
    // The days are everything before the first digit or the word "closed".
    const at = group.search(/\d|\bclosed\b/i);
    if (at <= 0) return { ok: false, error: `Hours not understood: ${group.slice(0, 40)}` };
    const days = daysOf(group.slice(0, at).trim().replace(/:$/, "").trim());
    if (typeof days === "string") return { ok: false, error: days };
    const intervals = intervalsOf(group.slice(at));
    if (typeof intervals === "string") return { ok: false, error: intervals };
    for (const day of days) week[day].push(...intervals);
  }
  for (const day of WEEKDAYS) {
    const issue = dayIssues(day, week[day])[0];
    if (issue) return { ok: false, error: `${WEEKDAY_LABELS[day]}: ${issue.message}` };
    week[day] = sortIntervals(week[day]);
  }
  return { ok: true, hours: week };
}

const SHORT: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };

/** The reverse: consecutive days with the same hours grouped ("Mon-Fri 09:00-17:00; Sat 10:00-14:00"); "" for null. */
export function hoursToText(hours: WeeklyHours | null): string {
  if (!hours) return "";
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of WEEKDAYS) {
    const text = hours[day].length === 0 ? "Closed" : hours[day].map(([a, b]) => `${a}-${b}`).join(", ");
    const last = groups[groups.length - 1];
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  return groups
    .filter((g) => g.text !== "Closed")
    .map((g) => `${SHORT[g.from]}${g.from === g.to ? "" : `-${SHORT[g.to]}`} ${g.text}`)
    .join("; ") || "Closed";
}
