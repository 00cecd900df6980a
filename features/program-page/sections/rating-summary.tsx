import { StarRating } from "@/features/programs/client";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { reviewCountLabel } from "@/lib/format";

/** The average of the published reviews to one decimal, and how many there are. */
export function RatingSummary({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <Card aria-labelledby="rating-heading" role="region" className="gap-4">
      <CardHeader>
        <h2 id="rating-heading" className="text-lg leading-none font-semibold">
          Rating Summary
        </h2>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <span className="text-4xl font-bold tabular-nums" data-testid="rating-average">
          {rating.toFixed(1)}
        </span>
        <div className="space-y-1">
          <StarRating rating={rating} size="lg" />
          <p className="text-sm text-muted-foreground">Based on {reviewCountLabel(reviewCount)}</p>
        </div>
      </CardContent>
    </Card>
  );
}
