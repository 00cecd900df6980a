/**
 * The insights' kinds, ranges and shapes, without zod: the page's click counter and the dashboards import them,
 * and zod stays out of every page's first script (lib/validation/lazy-resolver.ts).
 */

/** What a visitor did on a listing: opened its page, or pressed Call Now, Visit Website or Directions. */
export const INSIGHT_TYPES = ["view", "call", "website", "directions"] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

/** The ranges the dashboards offer. */
export const INSIGHT_RANGES = [30, 90] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

export type InsightCounts = Record<InsightType, number>;

/** One UTC day of a listing's counters; `date` is YYYY-MM-DD. */
export type InsightDay = { date: string } & InsightCounts;

/** Every day of the range, oldest first (days without events are zeros), and their sums. */
export type Insights = { days: InsightDay[]; totals: InsightCounts };
