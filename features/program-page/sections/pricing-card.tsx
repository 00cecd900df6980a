import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatPriceRange, PRICING_NOTE, type PriceFields } from "@/features/programs";

/** Shown only when the program has a minimum or a maximum price (spec: the four pricing cases). */
export function PricingCard(prices: PriceFields) {
  const range = formatPriceRange(prices);
  if (!range) return null;
  return (
    <Card aria-labelledby="pricing-heading" role="region" className="gap-3">
      <CardHeader>
        <h2 id="pricing-heading" className="text-lg leading-none font-semibold">
          Pricing
        </h2>
      </CardHeader>
      <CardContent className="space-y-1">
        <p className="text-2xl font-semibold tabular-nums" data-testid="price-range">
          {range}
        </p>
        <p className="text-sm text-muted-foreground">{PRICING_NOTE}</p>
      </CardContent>
    </Card>
  );
}
