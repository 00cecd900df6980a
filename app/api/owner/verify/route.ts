// POST /api/owner/verify - { "token" }: follows an emailed sign-in link (once, within 30 minutes): claims the
// listing or signs the owner in, and sets the owner session cookie. The link opens the page /owner/verify,
// which asks for a click, so a mail scanner fetching the link spends nothing.
import { handlers, route } from "@/lib/http/route";
import { requireEmailWay } from "@/features/owners/server";
import { followLink } from "@/features/owners/server";
import { linkTokenSchema } from "@/features/owners/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", sameOrigin: true, before: requireEmailWay, rateLimit: "claims", body: linkTokenSchema }, ({ body }) => followLink(body.token)),
});
