import { z } from "@/lib/validation/zod";
import { INSIGHT_TYPES, type InsightRange } from "./types";

const TYPE_ERROR = `type must be one of ${INSIGHT_TYPES.join(", ")}`;

/** POST /api/programs/{id}/events: `{ "type": "view" | "call" | "website" | "directions" }`. */
export const insightEventSchema = z.object({ type: z.enum(INSIGHT_TYPES, { error: TYPE_ERROR }) });

/** GET /api/{owner,admin}/programs/{id}/insights?days=30|90 (30 unless said). */
export const insightsQuerySchema = z.object({
  days: z
    .enum(["30", "90"], { error: "days must be 30 or 90" })
    .default("30")
    .transform((v) => Number(v) as InsightRange),
});
