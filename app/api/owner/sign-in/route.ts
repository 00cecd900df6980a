// POST /api/owner/sign-in - { "email" }: a one-time sign-in link for an owner known by that address (rate
// limited). Always 202, so the call does not tell who is an owner. Only when SMTP_URL is set; otherwise 404.
import { handlers, route } from "@/lib/http/route";
import { requireEmailWay } from "@/features/owners/server";
import { emailSignInLink } from "@/features/owners/server";
import { ownerEmailSchema } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", sameOrigin: true, before: requireEmailWay, rateLimit: "claims", body: ownerEmailSchema }, ({ body }) => emailSignInLink(body.email)),
});
