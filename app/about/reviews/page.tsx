export { default, metadata } from "@/features/reviews/about-reviews-page";

// The figures are read from the reviews table at request time (cached briefly in lib/data).
export const dynamic = "force-dynamic";
