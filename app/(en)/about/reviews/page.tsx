export { AboutReviewsPage as default, aboutReviewsPageMetadata as metadata } from "@/features/reviews/server";

// The figures are read from the reviews table at request time (cached briefly in lib/data).
export const dynamic = "force-dynamic";
