import { reviewCountLabel } from "@/lib/format";
import { clampRating } from "./rating-value";

type StarRatingProps = {
  rating: number;
  className?: string;
  /** "md" stars are 1rem high, "lg" 1.25rem. */
  size?: "md" | "lg";
  /** The accessible name in the page's language ("Calificación: 4.5 de 5"); "Rated 4.5 out of 5" without it. */
  label?: string;
};


/** Rounds to the nearest half star (4.3 -> 4.5, 4.2 -> 4), so the stars match what people expect. */
export function starFillPercent(rating: number): number {
  return (Math.round(clampRating(rating) * 2) / 2 / 5) * 100;
}

/**
 * Display-only star rating. The stars are one image to assistive technology, named
 * "Rated 4.5 out of 5"; the number shown beside it is up to the caller. Drawn by CSS (globals.css,
 * `.star-rating`): two elements per rating, however many ratings a page lists.
 */
export function StarRating({ rating, className, size = "md", label }: StarRatingProps) {
  return (
    <span role="img" aria-label={label ?? `Rated ${clampRating(rating).toFixed(1)} out of 5`} data-size={size} className={className ? `star-rating ${className}` : "star-rating"}>
      <span style={{ width: `${starFillPercent(rating)}%` }} />
    </span>
  );
}

/** A rating's words in the page's language, made by the server for one listing (ratingText in features/programs/labels.ts). */
export type RatingText = { noReviews: string; reviewCount: string; rated: string };


/**
 * A listing's rating where a list shows it (cards, city pages, the admin list): the stars, the average and
 * how many reviews, or "No reviews yet" (decisions.md "Where the person is": never 0.0 or five empty stars,
 * which read as a bad rating). A fragment: the caller's line lays it out.
 */
export function RatingLine({ rating, reviewCount, text }: { rating: number; reviewCount: number; text?: RatingText }) {
  if (!(reviewCount > 0)) {
    return (
      <span className="text-muted-foreground" data-testid="no-reviews">
        {text?.noReviews ?? "No reviews yet"}
      </span>
    );
  }
  return (
    <>
      <StarRating rating={rating} label={text?.rated} />
      <span>
        {rating.toFixed(1)} ({text?.reviewCount ?? reviewCountLabel(reviewCount)})
      </span>
    </>
  );
}
