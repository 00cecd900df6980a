import { z } from "@/lib/validation/zod";

/** What a visitor did on a listing: opened its page, or pressed Call Now, Visit Website or Directions. */
export const INSIGHT_TYPES = ["view", "call", "website", "directions"] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

const TYPE_ERROR = `type must be one of ${INSIGHT_TYPES.join(", ")}`;

/** POST /api/programs/{id}/events: `{ "type": "view" | "call" | "website" | "directions" }`. */
export const insightEventSchema = z.object({ type: z.enum(INSIGHT_TYPES, { error: TYPE_ERROR }) });

/** The ranges the dashboards offer. */
export const INSIGHT_RANGES = [30, 90] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** GET /api/{owner,admin}/programs/{id}/insights?days=30|90 (30 unless said). */
export const insightsQuerySchema = z.object({
  days: z
    .enum(["30", "90"], { error: "days must be 30 or 90" })
    .default("30")
    .transform((v) => Number(v) as InsightRange),
});

export type InsightCounts = Record<InsightType, number>;
/** One UTC day of a listing's counters; `date` is YYYY-MM-DD. */
export type InsightDay = { date: string } & InsightCounts;
/** Every day of the range, oldest first (days without events are zeros), and their sums. */
export type Insights = { days: InsightDay[]; totals: InsightCounts };
