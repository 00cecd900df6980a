import { StarRating } from "@/features/programs/client";
import type { PublishedReview } from "@/features/reviews/data";
import { timeAgo } from "@/lib/time-ago";

/**
 * The list's words in another language, from the server ("{rating}" in rated, "{ago}" in edited, and how long
 * ago); English without. With them, the reviewers' and the provider's words are marked lang="en".
 */
export type ReviewListText = { unable: string; noReviews: string; beFirst: string; response: string; edited: string; rated: string; ago: (d: Date | string) => string };

/**
 * Published reviews, newest first. Everything is rendered as text (React escapes it): a review can never
 * add markup or script to the page. `null` means the reviews could not be loaded.
 */
export function ReviewList({ reviews, text }: { reviews: PublishedReview[] | null; text?: ReviewListText }) {
  const ago = text?.ago ?? timeAgo;
  const own = text ? "en" : undefined;
  if (reviews === null) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
        {text?.unable ?? "Unable to load reviews. Please try again later."}
      </p>
    );
  }
  if (reviews.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-8 text-center" data-testid="reviews-empty">
        <h3 className="font-semibold">{text?.noReviews ?? "No reviews yet"}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{text?.beFirst ?? "Be the first to share your experience with this detox program."}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id}>
          <article className="rounded-lg border p-4 sm:p-5" aria-labelledby={`review-${review.id}`}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium" lang={own}>
                {review.userName}
              </span>
              <StarRating rating={review.rating} label={text?.rated.replace("{rating}", review.rating.toFixed(1))} />
              <time dateTime={new Date(review.createdAt).toISOString()} className="text-sm text-muted-foreground">
                {ago(review.createdAt)}
              </time>
            </div>
            <h3 id={`review-${review.id}`} className="mt-2 font-semibold" lang={own}>
              {review.title}
            </h3>
            <p className="mt-1 leading-7 break-words whitespace-pre-line" lang={own}>
              {review.comment}
            </p>
            {review.reply ? (
              <div className="mt-3 rounded-md border-l-4 border-primary/60 bg-muted/50 p-3" data-testid="provider-reply">
                <p className="text-sm font-semibold">
                  {text?.response ?? "Response from the provider"}{" "}
                  <time dateTime={new Date(review.reply.createdAt).toISOString()} className="font-normal text-muted-foreground">
                    · {ago(review.reply.createdAt)}
                  </time>
                  {review.reply.editedAt && (
                    <time dateTime={new Date(review.reply.editedAt).toISOString()} className="font-normal text-muted-foreground" data-testid="reply-edited">
                      {" "}
                      · {text ? text.edited.replace("{ago}", ago(review.reply.editedAt)) : `edited ${timeAgo(review.reply.editedAt)}`}
                    </time>
                  )}
                </p>
                <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line" lang={own}>
                  {review.reply.body}
                </p>
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
