import { reviewCountLabel } from "@/lib/format";

type StarRatingProps = {
  rating: number;
  className?: string;
  /** "md" stars are 1rem high, "lg" 1.25rem. */
  size?: "md" | "lg";
};

const clampRating = (rating: number) => (Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 5) : 0);

/** Rounds to the nearest half star (4.3 -> 4.5, 4.2 -> 4), so the stars match what people expect. */
export function starFillPercent(rating: number): number {
  return (Math.round(clampRating(rating) * 2) / 2 / 5) * 100;
}

/**
 * Display-only star rating. The stars are one image to assistive technology, named
 * "Rated 4.5 out of 5"; the number shown beside it is up to the caller. Drawn by CSS (globals.css,
 * `.star-rating`): two elements per rating, however many ratings a page lists.
 */
export function StarRating({ rating, className, size = "md" }: StarRatingProps) {
  return (
    <span role="img" aria-label={`Rated ${clampRating(rating).toFixed(1)} out of 5`} data-size={size} className={className ? `star-rating ${className}` : "star-rating"}>
      <span style={{ width: `${starFillPercent(rating)}%` }} />
    </span>
  );
}

/**
 * A listing's rating where a list shows it (cards, city pages, the admin list): the stars, the average and
 * how many reviews, or "No reviews yet" (decisions.md "Where the person is": never 0.0 or five empty stars,
 * which read as a bad rating). A fragment: the caller's line lays it out.
 */
export function RatingLine({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (!(reviewCount > 0)) {
    return (
      <span className="text-muted-foreground" data-testid="no-reviews">
        No reviews yet
      </span>
    );
  }
  return (
    <>
      <StarRating rating={rating} />
      <span>
        {rating.toFixed(1)} ({reviewCountLabel(reviewCount)})
      </span>
    </>
  );
}
