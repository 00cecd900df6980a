import { cn } from "@/lib/utils";
import { AdUnit } from "@/components/analytics/ad-unit";
import { env } from "@/lib/env";

type AdSlotProps = {
  /** Minimum height in pixels (spec: about 90-100 px for ad units, 250 px on the program page). */
  minHeight?: number;
  className?: string;
  /** "Advertisement" in the page's language. */
  label?: string;
  /** The AdSense publisher id; defaults to NEXT_PUBLIC_ADSENSE_CLIENT (read at request time). */
  adClient?: string;
};

/**
 * A clearly labelled advertisement slot (server component). Without an ad client configured
 * (NEXT_PUBLIC_ADSENSE_CLIENT) nothing renders: no empty "Advertisement" box for every visitor.
 * With one, the labelled slot holds the ad unit, which loads only after marketing consent.
 */
export function AdSlot({ minHeight = 100, className, label = "Advertisement", adClient = env.NEXT_PUBLIC_ADSENSE_CLIENT }: AdSlotProps) {
  if (!adClient) return null;
  return (
    <aside
      aria-label={label}
      data-testid="ad-slot"
      className={cn("flex flex-col rounded-md border border-dashed bg-muted/40 p-2 text-xs text-muted-foreground", className)}
      style={{ minHeight }}
    >
      <span className="font-medium uppercase tracking-wide">{label}</span>
      <AdUnit />
    </aside>
  );
}
