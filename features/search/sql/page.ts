import type { Program } from "@/features/programs";
import type { SortKey } from "@/features/programs";

/** `total` is exact unless `totalCapped`: then at least that many match (see countLimit). */
export type ProgramPage = { items: Program[]; total: number; totalCapped: boolean };
/** A list or search page, with the order it is in (see effectiveSort: what an absent or impossible sort became). */
export type SortedPage = ProgramPage & { sortBy: SortKey };

export type ListParams = {
  state?: string;
  /** Only listings whose verification stands (decisions.md "Trust"). */
  verified?: boolean;
  programTypes?: string[];
  /** The detail filters: booleans require true; each list matches any of its values. */
  telehealth?: boolean;
  acceptingNewPatients?: boolean;
  payment?: string[];
  language?: string[];
  service?: string[];
  /** Specialties from the NPI taxonomy (features/programs/specialties.ts): any of them. */
  specialty?: string[];
  /** "now": only programs whose hours cover the current time in their own time zone (none without hours). */
  open?: "now";
  /** The clock of `open` (tests pin it); the current time when absent. */
  now?: Date;
  /** Absent (or "relevance"): the order that answers the query, see effectiveSort. */
  sortBy?: SortKey;
  page?: number;
  pageSize?: number;
};

export type SearchParams = ListParams & { q: string; radius?: number; lat?: number; lng?: number };

/** Escapes LIKE wildcards so search text always matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * Totals are counted exactly up to this many matches; above it a page says "1,000+" (and the API
 * `X-Total-Count: 1000+`). Counting every one of 30,000 matches on each request was the largest
 * single cost of a search; a cap bounds it whatever the query.
 */
export const TOTAL_CAP = 1000;

/** How far to count for one page: the cap, or far enough to know whether a page after this one exists. */
export const countLimit = (page: number, pageSize: number) => Math.max(TOTAL_CAP, page * pageSize) + 1;

/** `X-Total-Count`: the exact count, or the cap with a "+" ("1000+": at least that many). */
export const totalHeader = ({ total, totalCapped }: Pick<ProgramPage, "total" | "totalCapped">) => `${total}${totalCapped ? "+" : ""}`;

/** The figure to show for a total: "1,000+" when capped. */
export const formatTotal = ({ total, totalCapped }: Pick<ProgramPage, "total" | "totalCapped">) =>
  `${total.toLocaleString("en-US")}${totalCapped ? "+" : ""}`;

/** `index: false` makes the database answer even when the in-memory index could (tests compare the two). */
export type ReadOptions = { index?: boolean };
