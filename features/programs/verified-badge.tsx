import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * Our own check, shown only for listings whose verification stands (decisions.md "Trust"). `text`: its words in
 * the page's language (the catalogue's `program`, passed by the server); English without it.
 */
export function VerifiedBadge({ className, text }: { className?: string; text?: { verified: string; verifiedTitle: string } }) {
  return (
    <Badge data-testid="verified-badge" className={cn("bg-emerald-700 text-white", className)} title={text?.verifiedTitle ?? "We checked this listing: see Listing facts"}>
      <ShieldCheck aria-hidden="true" />
      {text?.verified ?? "Verified"}
    </Badge>
  );
}

/**
 * A certification or membership as the provider's own statement: plain text, no check mark, so it never
 * looks like something we verified. With `text` (a page in another language), the items are marked lang="en".
 */
export function ProviderClaims({ items, className, text }: { items: string[]; className?: string; text?: { listedByProvider: string } }) {
  if (items.length === 0) return null;
  return (
    <p className={cn("text-sm text-muted-foreground", className)} data-testid="provider-claims">
      <span className="font-medium text-foreground/80">{text?.listedByProvider ?? "Listed by provider: "}</span>
      {/* The provider's own words, as written: marked English on a page in another language. */}
      {text ? <span lang="en">{items.join(" · ")}</span> : items.join(" · ")}
    </p>
  );
}
