import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatPriceRange, priceUnitLabel, PRICING_NOTE, type PriceFields } from "@/features/programs";

/**
 * Shown only when the program has a minimum or a maximum price (spec: the four pricing cases), with what the
 * price covers in the listing's own words ("per visit", "per course of treatment"), or that it does not say.
 */
export function PricingCard({ priceUnit, ...prices }: PriceFields & { priceUnit?: string | null }) {
  const range = formatPriceRange(prices);
  if (!range) return null;
  const unit = priceUnitLabel(priceUnit);
  return (
    <Card aria-labelledby="pricing-heading" role="region" className="gap-3">
      <CardHeader>
        <h2 id="pricing-heading" className="text-lg leading-none font-semibold">
          Pricing
        </h2>
      </CardHeader>
      <CardContent className="space-y-1">
        <p className="text-2xl font-semibold tabular-nums">
          <span data-testid="price-range">{range}</span>
          {unit && (
            <span className="ml-2 text-base font-normal text-muted-foreground" data-testid="price-unit">
              {unit}
            </span>
          )}
        </p>
        {!unit && (
          <p className="text-sm text-muted-foreground" data-testid="price-unit-missing">
            The listing does not say what this price covers (a visit, a test or a course of treatment).
          </p>
        )}
        <p className="text-sm text-muted-foreground">{PRICING_NOTE}</p>
      </CardContent>
    </Card>
  );
}
