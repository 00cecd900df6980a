import "server-only";
import { cache } from "react";
import { claimFacts, type ClaimFacts } from "@/features/owners/data";
import { listPublishedPractitioners } from "@/features/programs/practitioners";
import { getProgram, type Program } from "@/features/programs/data";
import { listPublishedReviews, type PublishedReview } from "@/features/reviews/data";
import type { PublicPractitioner } from "@/features/programs/practitioners";

export type ProgramPageData = {
  program: Program;
  /** null when the reviews could not be loaded (the list says so). */
  reviews: PublishedReview[] | null;
  practitioners: PublicPractitioner[];
  /** Whether the provider claimed the listing, and when they last changed it (false/null when unknown). */
  claim: ClaimFacts;
};

/**
 * Everything the program page reads, in parallel, once per request (React `cache`): layout.tsx starts it
 * (it must, to answer 404 before anything streams) and page.tsx reuses the result. Practitioners that fail
 * to load are simply not shown.
 */
export const loadProgramPage = cache(async (id: string): Promise<ProgramPageData | null> => {
  const [program, reviews, practitioners, claim] = await Promise.all([
    getProgram(id),
    listPublishedReviews(id).catch(() => null),
    listPublishedPractitioners(id).catch(() => []),
    claimFacts(id).catch(() => ({ claimed: false, ownerUpdatedAt: null })),
  ]);
  return program ? { program, reviews, practitioners, claim } : null;
});
