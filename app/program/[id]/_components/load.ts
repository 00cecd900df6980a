import "server-only";
import { cache } from "react";
import { listPublishedPractitioners } from "@/lib/data/practitioners";
import { getProgram } from "@/lib/data/programs";
import { listPublishedReviews } from "@/lib/data/reviews";

/**
 * Everything the program page reads, started at once by layout.tsx and shared with page.tsx through React
 * `cache` (one query each per request). Reviews that fail to load become `null` (the list says so);
 * practitioners that fail to load are simply not shown.
 */
export const loadProgramPage = cache(async (id: string) => {
  const [program, reviews, practitioners] = await Promise.all([
    getProgram(id),
    listPublishedReviews(id).catch(() => null),
    listPublishedPractitioners(id).catch(() => []),
  ]);
  return program ? { program, reviews, practitioners } : null;
});
