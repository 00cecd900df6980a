// POST /api/owner/sign-in - { "email" }: a one-time sign-in link for an owner known by that address (rate
// limited). Always 202, so the call does not tell who is an owner. Only when SMTP_URL is set; otherwise 404.
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { createClaimToken, findOwnerByEmail } from "@/features/owners/data";
import { requireEmailWay, sendSignInLink } from "@/features/owners/email-links";
import { rateLimit } from "@/lib/http/rate-limit";
import { ownerEmailSchema } from "@/features/owners/schema";

export const POST = route(async (req) => {
  requireEmailWay();
  await rateLimit("claims", req);
  const { email } = parseWith(ownerEmailSchema, await readJson(req));
  const owner = await findOwnerByEmail(email);
  if (owner) {
    const link = await createClaimToken("email-signin", { ownerId: owner.id, email });
    await sendSignInLink(email, link.secret, "Sign in to manage your listings");
  }
  return NextResponse.json({ sent: true }, { status: 202 });
});

const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
