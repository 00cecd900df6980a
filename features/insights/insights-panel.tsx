"use client";

import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/http/client";
import { InsightsChart } from "./insights-chart";
import { INSIGHT_RANGES, type InsightRange, type Insights } from "./types";

/**
 * A listing's insights for the owner dashboard and Manage Programs: `src` is the owner's or the admin's
 * insights call; the last 30 or 90 UTC days.
 */
export function InsightsPanel({ src }: { src: string }) {
  const [range, setRange] = useState<InsightRange>(30);
  const [data, setData] = useState<{ range: InsightRange; insights: Insights } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    apiCall<Insights>(`${src}?days=${range}`, { cache: "no-store" })
      .then((insights) => live && (setData({ range, insights }), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [src, range]);

  return (
    <div className="space-y-4" data-testid="insights-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Counted on our server, by UTC day; bots and link previews are left out.</p>
        <div role="group" aria-label="Period" className="flex gap-1">
          {INSIGHT_RANGES.map((r) => (
            <Button key={r} type="button" size="sm" variant={r === range ? "default" : "outline"} aria-pressed={r === range} onClick={() => setRange(r)}>
              Last {r} days
            </Button>
          ))}
        </div>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          The insights could not be loaded. Please try again later.
        </p>
      )}
      {!data && !failed && <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-label="Loading" />}
      {data && (
        <div aria-busy={data.range !== range} className={data.range !== range ? "opacity-60" : undefined}>
          <InsightsChart data={data.insights} />
        </div>
      )}
    </div>
  );
}
