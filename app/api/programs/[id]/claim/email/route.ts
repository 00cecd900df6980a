// POST /api/programs/{id}/claim/email - { "email" }: a one-time sign-in link (30 minutes) to an address at the
// listing website's domain (rate limited). Only when SMTP_URL is set; otherwise 404.
import { idParams } from "@/lib/http/params";
import { handlers, route } from "@/lib/http/route";
import { requireEmailWay } from "@/features/owners/server";
import { emailClaimLink } from "@/features/owners/server";
import { ownerEmailSchema } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", params: idParams("Program"), sameOrigin: true, before: requireEmailWay, rateLimit: "claims", body: ownerEmailSchema }, ({ params, body }) => emailClaimLink(params.id, body.email)),
});
