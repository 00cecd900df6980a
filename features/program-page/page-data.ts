import "server-only";
import { cache } from "react";
import { claimFacts } from "@/features/owners/server";
import type { ClaimFacts } from "@/features/owners";
import { listPublishedPractitioners } from "@/features/programs/server";
import { getPublicProgram } from "@/features/programs/server";
import type { Program } from "@/features/programs";
import { listPublishedReviews } from "@/features/reviews/server";
import type { PublishedReview } from "@/features/reviews";
import type { PublicPractitioner } from "@/features/programs";

export type ProgramPageData = {
  program: Program;
  /** null when the reviews could not be loaded (the list says so). */
  reviews: PublishedReview[] | null;
  practitioners: PublicPractitioner[];
  /** Whether the provider claimed the listing, and when they last changed it (false/null when unknown). */
  claim: ClaimFacts;
};

/**
 * The program alone, once per request (React `cache`): the page's data starts with it, and the share images'
 * metadata (og:image and twitter:image alt text, resolved with the page's metadata) reuses it rather than asking
 * the database again for the same row.
 */
export const loadPublicProgram = cache((id: string): Promise<Program | null> => getPublicProgram(id));

/**
 * Everything the program page reads, once per request (React `cache`): layout.tsx starts it (it must, to answer
 * 404 before anything streams), and the page and its metadata reuse the result. The program first, from the rows
 * the searches keep (getPublicProgram): an unknown id costs one lookup, and the reviews need not check that the
 * program exists. Then the rest in parallel. Practitioners that fail to load are simply not shown.
 */
export const loadProgramPage = cache(async (id: string): Promise<ProgramPageData | null> => {
  const program = await loadPublicProgram(id);
  if (!program) return null;
  const [reviews, practitioners, claim] = await Promise.all([
    listPublishedReviews(program.id, { programActive: true }).catch(() => null),
    listPublishedPractitioners(program.id).catch(() => []),
    claimFacts(program.id).catch(() => ({ claimed: false, ownerUpdatedAt: null })),
  ]);
  return { program, reviews, practitioners, claim };
});
