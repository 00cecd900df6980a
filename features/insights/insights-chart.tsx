import type { InsightDay, Insights, InsightType } from "./types";
import { plural } from "@/lib/format";

const LABELS: Record<InsightType, string> = { view: "Page views", call: "Call Now", website: "Website", directions: "Directions" };
const CLICKS: InsightType[] = ["call", "website", "directions"];
const clicksOf = (d: InsightDay) => d.call + d.website + d.directions;

/** A UTC date (YYYY-MM-DD) as "Mar 3". */
const shortDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** What the chart shows, in words (its accessible name). */
export function insightsSummary({ days, totals }: Insights): string {
  const clicks = CLICKS.reduce((sum, t) => sum + totals[t], 0);
  const range = days.length ? `${shortDate(days[0]!.date)} to ${shortDate(days.at(-1)!.date)} (UTC)` : "";
  const busiest = days.reduce<InsightDay | null>((best, d) => (d.view > (best?.view ?? 0) ? d : best), null);
  return `Page views and clicks per day, ${range}: ${plural(totals.view, "page view")} and ${plural(clicks, "click")} (${totals.call} Call Now, ${totals.website} website, ${totals.directions} directions).${busiest ? ` Most views on ${shortDate(busiest.date)}: ${busiest.view}.` : ""}`;
}

/**
 * The last 30 or 90 days of a listing as totals, a small SVG bar chart (views, with the day's clicks drawn
 * inside them) and the numbers by day in a table for anyone who cannot see the chart. No chart library: a
 * bar per day in a viewBox that stretches to any width.
 */
export function InsightsChart({ data }: { data: Insights }) {
  const { days, totals } = data;
  const max = Math.max(1, ...days.map((d) => Math.max(d.view, clicksOf(d))));
  const H = 100;
  const y = (n: number) => H - (n / max) * H;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="insights-totals">
        {(Object.keys(LABELS) as InsightType[]).map((t) => (
          <div key={t} className="rounded-md border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{LABELS[t]}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-insight-total={t}>
              {totals[t].toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="space-y-2">
        <div className="flex items-stretch gap-2">
          <div className="flex flex-col justify-between text-right text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            <span>{max}</span>
            <span>0</span>
          </div>
          <svg role="img" aria-label={insightsSummary(data)} viewBox={`0 0 ${days.length * 10} ${H}`} preserveAspectRatio="none" className="h-32 w-full min-w-0 border-b border-l border-border">
            {days.map((d, i) => (
              <g key={d.date}>
                {d.view > 0 && <rect x={i * 10 + 1} y={y(d.view)} width={8} height={H - y(d.view)} className="fill-primary/30" />}
                {clicksOf(d) > 0 && <rect x={i * 10 + 3} y={y(clicksOf(d))} width={4} height={H - y(clicksOf(d))} className="fill-primary" />}
              </g>
            ))}
          </svg>
        </div>
        <figcaption className="space-y-1 pl-6 text-xs text-muted-foreground">
          <span className="flex justify-between gap-4" aria-hidden="true">
            <span>{days.length > 0 && shortDate(days[0]!.date)}</span>
            <span>{days.length > 0 && `${shortDate(days.at(-1)!.date)} (UTC)`}</span>
          </span>
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="flex items-center gap-1">
              <span className="inline-block size-3 rounded-sm bg-primary/30" aria-hidden="true" /> Page views
            </span>
            <span className="flex items-center gap-1">
              <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden="true" /> Clicks (call, website, directions)
            </span>
          </span>
        </figcaption>
      </figure>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">The numbers by day</summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-md border">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Page views and clicks per UTC day, newest first</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">Day (UTC)</th>
                {(Object.keys(LABELS) as InsightType[]).map((t) => (
                  <th key={t} scope="col" className="px-2 py-1 text-right font-medium">
                    {LABELS[t]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.date} className="border-t">
                  <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                    {shortDate(d.date)}
                  </th>
                  {(Object.keys(LABELS) as InsightType[]).map((t) => (
                    <td key={t} className="px-2 py-1 text-right">
                      {d[t]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
