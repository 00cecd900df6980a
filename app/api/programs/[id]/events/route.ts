// POST /api/programs/{id}/events - insights: { type: "view" | "call" | "website" | "directions" } counted on the
// listing's UTC day (202 {}); bots and prefetches answered alike but not counted (features/insights/README.md)
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { recordEvent } from "@/features/insights/server";
import { insightEventSchema } from "@/features/insights/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", params: idParams("Program"), rateLimit: "events", body: insightEventSchema, maxBytes: 1024 }, ({ req, params, body }) => recordEvent(req, params.id, body.type)),
});
