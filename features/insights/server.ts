import "server-only";

export { adminInsights, ownerInsights, recordEvent } from "./handlers";
export { insightEventSchema, insightsQuerySchema } from "./schema";
