import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

type StarRatingProps = {
  rating: number;
  max?: number;
  className?: string;
  /** Size classes for each star, e.g. "size-5". */
  starClassName?: string;
};

/** Rounds to the nearest half: 4.3 -> 4.5, 4.2 -> 4, so the stars match what people expect. */
function starFill(rating: number, index: number): "full" | "half" | "empty" {
  const halves = Math.round(rating * 2) / 2;
  if (halves >= index + 1) return "full";
  if (halves >= index + 0.5) return "half";
  return "empty";
}

/**
 * Display-only star rating. The stars are one image to assistive technology, named
 * "Rated 4.5 out of 5"; the number shown beside it is up to the caller.
 */
export function StarRating({ rating, max = 5, className, starClassName = "size-4" }: StarRatingProps) {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0;
  return (
    <span
      role="img"
      aria-label={`Rated ${value.toFixed(1)} out of ${max}`}
      className={cn("inline-flex shrink-0 items-center gap-0.5", className)}
    >
      {Array.from({ length: max }, (_, i) => {
        const fill = starFill(value, i);
        return (
          <span key={i} className="relative inline-flex" aria-hidden="true">
            <Star className={cn(starClassName, "text-slate-400")} strokeWidth={1.5} />
            {fill !== "empty" && (
              <span className={cn("absolute inset-y-0 left-0 overflow-hidden", fill === "half" ? "w-1/2" : "w-full")}>
                <Star className={cn(starClassName, "shrink-0 fill-primary text-primary")} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
