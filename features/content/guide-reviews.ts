/**
 * Who has reviewed each guide, in one place. A "Medically reviewed" or "Expert reviewed" badge shows
 * only for a guide listed here with a named reviewer, their credentials and the date of the review
 * (decisions.md, "Trust"). Never add a name that has not actually reviewed the text.
 *
 * Example of an entry (keys are those of GUIDES in features/content/guides.ts):
 *   symptoms: { kind: "medical", name: "Dr. A. Person", credentials: "MD, board certified in medical toxicology", reviewedOn: "2026-12-01" },
 */
import type { GuideKey } from "@/features/content/guides";

export type GuideReview = {
  /** "medical" shows "Medically reviewed"; "expert" shows "Expert reviewed". */
  kind: "medical" | "expert";
  name: string;
  credentials: string;
  /** ISO date of the review. */
  reviewedOn: string;
};

export const GUIDE_REVIEWS: Partial<Record<GuideKey, GuideReview>> = {};
