import "server-only";
import { cache } from "react";
import { claimFacts, type ClaimFacts } from "@/features/owners/ownership";
import { listPublishedPractitioners } from "@/features/programs/practitioners";
import { getPublicProgram, type Program } from "@/features/programs/data";
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
 * Everything the program page reads, once per request (React `cache`): layout.tsx starts it (it must, to answer
 * 404 before anything streams), and the page and its metadata reuse the result. The program first, from the rows
 * the searches keep (getPublicProgram): an unknown id costs one lookup, and the reviews need not check that the
 * program exists. Then the rest in parallel. Practitioners that fail to load are simply not shown.
 */
export const loadProgramPage = cache(async (id: string): Promise<ProgramPageData | null> => {
  const program = await getPublicProgram(id);
  if (!program) return null;
  const [reviews, practitioners, claim] = await Promise.all([
    listPublishedReviews(program.id, { programActive: true }).catch(() => null),
    listPublishedPractitioners(program.id).catch(() => []),
    claimFacts(program.id).catch(() => ({ claimed: false, ownerUpdatedAt: null })),
  ]);
  return { program, reviews, practitioners, claim };
});
