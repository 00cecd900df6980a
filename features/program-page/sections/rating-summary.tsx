import { StarRating } from "@/features/programs/client";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { reviewCountLabel } from "@/lib/format";

/**
 * The average of the published reviews to one decimal, and how many there are; "No reviews yet" without any
 * (never 0.0 and five empty stars, which read as a bad rating).
 */
export function RatingSummary({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <Card aria-labelledby="rating-heading" role="region" className="gap-4">
      <CardHeader>
        <h2 id="rating-heading" className="text-lg leading-none font-semibold">
          Rating Summary
        </h2>
      </CardHeader>
      {reviewCount > 0 ? (
        <CardContent className="flex items-center gap-4">
          <span className="text-4xl font-bold tabular-nums" data-testid="rating-average">
            {rating.toFixed(1)}
          </span>
          <div className="space-y-1">
            <StarRating rating={rating} size="lg" />
            <p className="text-sm text-muted-foreground">Based on {reviewCountLabel(reviewCount)}</p>
          </div>
        </CardContent>
      ) : (
        <CardContent className="space-y-1">
          <p className="font-medium" data-testid="rating-none">
            No reviews yet
          </p>
          <p className="text-sm text-muted-foreground">Reviews appear here once they pass moderation.</p>
        </CardContent>
      )}
    </Card>
  );
}
