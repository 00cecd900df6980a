import { cn } from "@/lib/utils";
import { AdUnit } from "@/components/analytics/ad-unit";

type AdSlotProps = {
  /** Minimum height in pixels (spec: about 90-100 px for ad units, 250 px on the program page). */
  minHeight?: number;
  className?: string;
};

/**
 * A clearly labelled advertisement slot. Until an ad provider is configured (NEXT_PUBLIC_ADSENSE_CLIENT)
 * and the visitor has consented to marketing cookies, it stays a quiet labelled placeholder of the same size.
 */
export function AdSlot({ minHeight = 100, className }: AdSlotProps) {
  return (
    <aside
      aria-label="Advertisement"
      data-testid="ad-slot"
      className={cn("flex flex-col rounded-md border border-dashed bg-muted/40 p-2 text-xs text-muted-foreground", className)}
      style={{ minHeight }}
    >
      <span className="font-medium uppercase tracking-wide">Advertisement</span>
      <AdUnit />
    </aside>
  );
}
