"use client";

import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { dayIssues, emptyWeek, WEEKDAY_LABELS, WEEKDAYS, type Interval, type Weekday, type WeeklyHours } from "@/features/programs/hours/week";

const TIME_INPUT =
  "h-10 w-full min-w-0 rounded-md border border-input bg-transparent px-1 text-base tabular-nums shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive";

/**
 * The weekly hours editor: per weekday its opening intervals as native time inputs (keyboard and phone
 * pickers for free), "Add hours" and "Remove"; a day without intervals is closed. Null = not provided.
 * Checked as it is typed with the same rules as the server (features/programs/hours/week.ts); `errors` adds the
 * server's messages by "day.index". Shared by Add Business, the admin Edit dialog and the owners' form.
 */
export function HoursEditor({ id, value, onChange, errors = {}, disabled }: { id: string; value: WeeklyHours | null; onChange: (next: WeeklyHours | null) => void; errors?: Record<string, string>; disabled?: boolean }) {
  const set = (day: Weekday, intervals: Interval[]) => value && onChange({ ...value, [day]: intervals });
  return (
    <fieldset className="space-y-3" disabled={disabled} data-testid="hours-editor">
      <legend className="text-sm font-medium">Opening hours</legend>
      <label className="flex min-h-9 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={value !== null}
          onChange={(e) => onChange(e.target.checked ? { ...emptyWeek(), mon: [["09:00", "17:00"]], tue: [["09:00", "17:00"]], wed: [["09:00", "17:00"]], thu: [["09:00", "17:00"]], fri: [["09:00", "17:00"]] } : null)}
        />
        Give opening hours (local time at the address)
      </label>
      {value && (
        <ul className="divide-y rounded-md border">
          {WEEKDAYS.map((day) => {
            const live = Object.fromEntries(dayIssues(day, value[day]).map((i) => [i.index, i.message]));
            return (
              <li key={day} className="flex flex-col gap-2 p-2 sm:flex-row sm:items-start sm:gap-4 sm:p-3" role="group" aria-labelledby={`${id}-${day}`}>
                <span id={`${id}-${day}`} className="w-24 shrink-0 pt-2 text-sm font-medium">
                  {WEEKDAY_LABELS[day]}
                </span>
                <div className="min-w-0 flex-1 space-y-2">
                  {value[day].length === 0 && <p className="pt-2 text-sm text-muted-foreground">Closed</p>}
                  {value[day].map(([open, close], i) => {
                    const message = errors[`${day}.${i}`] ?? live[i];
                    const errId = `${id}-${day}-${i}-error`;
                    const edit = (at: 0 | 1, time: string) => set(day, value[day].map((iv, k) => (k === i ? ((at === 0 ? [time, iv[1]] : [iv[0], time]) as Interval) : iv)));
                    return (
                      <div key={i}>
                        <div className="grid max-w-sm grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-1 sm:gap-2">
                          <input
                            type="time"
                            aria-label={`${WEEKDAY_LABELS[day]} opens`}
                            className={TIME_INPUT}
                            value={open}
                            aria-invalid={message ? true : undefined}
                            aria-describedby={message ? errId : undefined}
                            onChange={(e) => edit(0, e.target.value)}
                          />
                          <span aria-hidden="true">to</span>
                          <input
                            type="time"
                            aria-label={`${WEEKDAY_LABELS[day]} closes`}
                            className={TIME_INPUT}
                            value={close}
                            aria-invalid={message ? true : undefined}
                            aria-describedby={message ? errId : undefined}
                            onChange={(e) => edit(1, e.target.value)}
                          />
                          <Button type="button" variant="ghost" size="icon" className="size-8 sm:size-9" aria-label={`Remove ${WEEKDAY_LABELS[day]} ${open} to ${close}`} onClick={() => set(day, value[day].filter((_, k) => k !== i))}>
                            <X aria-hidden="true" />
                          </Button>
                        </div>
                        {message && (
                          <p id={errId} className="mt-1 text-sm text-destructive">
                            {message}
                          </p>
                        )}
                      </div>
                    );
                  })}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Add hours on ${WEEKDAY_LABELS[day]}`}
                    onClick={() => {
                      const last = value[day][value[day].length - 1];
                      set(day, [...value[day], last ? [last[1] < "23:00" ? last[1] : "22:00", "23:00"] : ["09:00", "17:00"]]);
                    }}
                  >
                    <Plus aria-hidden="true" />
                    Add hours
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
