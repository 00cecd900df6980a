"use client";

import { useSyncExternalStore } from "react";
import { openStatus } from "@/features/programs";
import { formatTime, WEEKDAY_LABELS, WEEKDAYS, type Weekday, type WeeklyHours } from "@/features/programs";

/**
 * The week's opening hours with today highlighted and "Open now" or "Closed now", in the program's time
 * zone. The clock is read in the browser after it loads (the page's HTML may come from a cache), or
 * injected by a test (`now`).
 */
// The browser's clock to the minute, re-read every minute; none in the server HTML.
const everyMinute = (onChange: () => void) => {
  const id = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(id);
};
const currentMinute = () => Math.floor(Date.now() / 60_000);
const noMinute = () => null;

/** The table's words in the page's language (the catalogue's `program.hours`, the weekdays of factLabels); English without. */
export type HoursText = { openNow: string; closedNow: string; caption: string; today: string; closed: string; weekdays: Record<Weekday, string>; locale: "en" | "es" };

export function HoursTable({ hours, timeZone, now: injected, text }: { hours: WeeklyHours; timeZone: string | null; now?: Date; text?: HoursText }) {
  const minute = useSyncExternalStore(everyMinute, currentMinute, noMinute);
  const now = injected ?? (minute === null ? null : new Date(minute * 60_000));
  const status = now && timeZone ? openStatus(hours, timeZone, now) : null;

  return (
    <div>
      <p className="min-h-7" aria-live="polite">
        {status && (
          <span
            data-testid="open-status"
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ${status.open ? "bg-primary/10 text-primary" : "bg-muted text-foreground"}`}
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${status.open ? "bg-primary" : "bg-muted-foreground"}`} />
            {status.open ? (text?.openNow ?? "Open now") : (text?.closedNow ?? "Closed now")}
          </span>
        )}
      </p>
      <table className="mt-2 w-full max-w-sm text-sm" data-testid="hours-table">
        <caption className="sr-only">{text?.caption ?? "Opening hours"}</caption>
        <tbody>
          {WEEKDAYS.map((day) => {
            const today = status?.today === day;
            return (
              <tr key={day} className={today ? "bg-primary/5 font-semibold" : undefined} aria-current={today ? "date" : undefined} data-day={day}>
                <th scope="row" className="py-1 pr-4 pl-2 text-left font-[inherit]">
                  {(text?.weekdays ?? WEEKDAY_LABELS)[day]}
                  {today && <span className="sr-only">{text?.today ?? " (today)"}</span>}
                </th>
                <td className="py-1 pr-2 tabular-nums">
                  {hours[day].length === 0 ? (text?.closed ?? "Closed") : hours[day].map(([a, b]) => `${formatTime(a, text?.locale)} – ${formatTime(b, text?.locale)}`).join(", ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
