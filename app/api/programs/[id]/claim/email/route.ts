// POST /api/programs/{id}/claim/email - { "email" }: a one-time sign-in link (30 minutes) to an address at the
// listing website's domain (rate limited). Only when SMTP_URL is set; otherwise 404.
import { NextResponse } from "next/server";
import { ApiError, notFound, parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { createClaimToken } from "@/features/owners/data";
import { getProgram } from "@/features/programs/data";
import { claimDomain, emailMatchesWebsite } from "@/features/owners/email-proof";
import { requireEmailWay, sendSignInLink } from "@/features/owners/email-links";
import { rateLimit } from "@/lib/http/rate-limit";
import { ownerEmailSchema } from "@/features/owners/schema";

export const POST = route<{ id: string }>(async (req, { params }) => {
  requireEmailWay();
  await rateLimit("claims", req);
  const program = await getProgram((await params).id);
  if (!program) throw notFound();
  const { email } = parseWith(ownerEmailSchema, await readJson(req));
  const domain = claimDomain(program.website);
  if (!domain) throw new ApiError(400, "This listing's website has no domain an email address can prove. Use the website token instead.");
  if (!emailMatchesWebsite(email, program.website)) {
    throw new ApiError(400, `The address must be at ${domain}, the listing website's domain`, [{ path: "email", message: `Use an address at ${domain}` }]);
  }
  const link = await createClaimToken("email-claim", { programId: program.id, email });
  await sendSignInLink(email, link.secret, `Claim ${program.name}`);
  return NextResponse.json({ sent: true, expiresAt: link.expiresAt }, { status: 202 });
});

const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
