/** The presses a listing counts (features/insights: INSIGHT_TYPES without "view"). */
export type InsightClick = "call" | "website" | "directions";

/**
 * Marks a link whose press is counted for the listing's insights: `<a href={tel} {...insightLink(id, "call")}>`.
 * InsightsClicks (in the root layout) does the counting; a plain module, so server components use it too.
 */
export const insightLink = (programId: string, type: InsightClick) => ({ "data-insight": type, "data-program": programId });
