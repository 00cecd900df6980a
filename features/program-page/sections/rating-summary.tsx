import { StarRating } from "@/features/programs/client";
import { ratingText } from "../locale-text";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/**
 * The average of the published reviews to one decimal, and how many there are; "No reviews yet" without any
 * (never 0.0 and five empty stars, which read as a bad rating).
 */
export function RatingSummary({ rating, reviewCount, locale = "en" }: { rating: number; reviewCount: number; locale?: Locale }) {
  const t = translator(locale, "program");
  return (
    <Card aria-labelledby="rating-heading" role="region" className="gap-4">
      <CardHeader>
        <h2 id="rating-heading" className="text-lg leading-none font-semibold">
          {t("rating.heading")}
        </h2>
      </CardHeader>
      {reviewCount > 0 ? (
        <CardContent className="flex items-center gap-4">
          <span className="text-4xl font-bold tabular-nums" data-testid="rating-average">
            {rating.toFixed(1)}
          </span>
          <div className="space-y-1">
            <StarRating rating={rating} size="lg" label={ratingText(locale, rating, reviewCount)?.rated} />
            <p className="text-sm text-muted-foreground">{t("rating.basedOn", { count: reviewCount })}</p>
          </div>
        </CardContent>
      ) : (
        <CardContent className="space-y-1">
          <p className="font-medium" data-testid="rating-none">
            {t("noReviews")}
          </p>
          <p className="text-sm text-muted-foreground">{t("rating.noneNote")}</p>
        </CardContent>
      )}
    </Card>
  );
}
