import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Our own check, shown only for listings whose verification stands (decisions.md "Trust"). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge data-testid="verified-badge" className={cn("bg-emerald-700 text-white", className)} title="We checked this listing: see Listing facts">
      <ShieldCheck aria-hidden="true" />
      Verified
    </Badge>
  );
}

/**
 * A certification or membership as the provider's own statement: plain text, no check mark, so it never
 * looks like something we verified.
 */
export function ProviderClaims({ items, className }: { items: string[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <p className={cn("text-sm text-muted-foreground", className)} data-testid="provider-claims">
      <span className="font-medium text-foreground/80">Listed by provider: </span>
      {items.join(" · ")}
    </p>
  );
}
