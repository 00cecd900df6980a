// Plain functions of a rating (no React), shared by the stars (star-rating.tsx) and the program page's words (features/program-page/locale-text.ts).

export const clampRating = (rating: number) => (Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 5) : 0);

/** The rating as the stars' accessible name says it: the average to one decimal, between 0 and 5. */
export const ratingValue = (rating: number) => clampRating(rating).toFixed(1);
