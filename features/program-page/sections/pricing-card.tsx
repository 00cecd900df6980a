import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatPriceRange, priceUnitLabel, type PriceFields } from "@/features/programs";
import { priceText } from "../locale-text";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/**
 * Shown only when the program has a minimum or a maximum price (spec: the four pricing cases), with what the
 * price covers in the listing's own words ("per visit", "per course of treatment"), or that it does not say.
 */
export function PricingCard({ priceUnit, locale = "en", ...prices }: PriceFields & { priceUnit?: string | null; locale?: Locale }) {
  const range = formatPriceRange(prices, priceText(locale));
  if (!range) return null;
  const unit = priceUnitLabel(priceUnit, priceText(locale));
  const t = translator(locale, "program");
  return (
    <Card aria-labelledby="pricing-heading" role="region" className="gap-3">
      <CardHeader>
        <h2 id="pricing-heading" className="text-lg leading-none font-semibold">
          {t("pricing.heading")}
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
            {t("pricing.unitMissing")}
          </p>
        )}
        <p className="text-sm text-muted-foreground">{t("pricing.note")}</p>
      </CardContent>
    </Card>
  );
}
