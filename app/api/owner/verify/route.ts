// POST /api/owner/verify - { "token" }: follows an emailed sign-in link (once, within 30 minutes): claims the
// listing or signs the owner in, and sets the owner session cookie. The link opens the page /owner/verify,
// which asks for a click, so a mail scanner fetching the link spends nothing.
import { NextResponse } from "next/server";
import { ApiError, parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { createOwnerSessionToken, OWNER_COOKIE, ownerCookieOptions, type OwnerSession } from "@/lib/session/owner";
import { claimProgram, findClaimToken, useClaimToken } from "@/features/owners/data";
import { getProgram } from "@/features/programs/data";
import { emailMatchesWebsite } from "@/features/owners/email-proof";
import { requireEmailWay } from "@/features/owners/email-links";
import { rateLimit } from "@/lib/http/rate-limit";
import { linkTokenSchema } from "@/features/owners/schema";

const INVALID = "This sign-in link is not valid. Ask for a new one.";

export const POST = route(async (req) => {
  requireEmailWay();
  await rateLimit("claims", req);
  const { token } = parseWith(linkTokenSchema, await readJson(req));
  const row = await findClaimToken(token);
  if (!row || (row.kind !== "email-claim" && row.kind !== "email-signin") || !row.email) throw new ApiError(400, INVALID);
  if (row.usedAt) throw new ApiError(400, "This sign-in link was already used. Ask for a new one.");
  if (row.expiresAt.getTime() <= Date.now()) throw new ApiError(400, "This sign-in link has expired. Ask for a new one.");
  let session: OwnerSession;
  if (row.kind === "email-claim") {
    const program = row.programId ? await getProgram(row.programId) : null;
    // The website may have changed since the link was sent: the address must still be at its domain.
    if (!program || !emailMatchesWebsite(row.email, program.website)) throw new ApiError(400, INVALID);
    if (!(await useClaimToken(row.id))) throw new ApiError(400, "This sign-in link was already used. Ask for a new one.");
    session = await claimProgram({ programId: program.id, method: "email", email: row.email });
  } else {
    if (!row.ownerId || !(await useClaimToken(row.id))) throw new ApiError(400, "This sign-in link was already used. Ask for a new one.");
    session = { ownerId: row.ownerId, scope: "all" };
  }
  const res = NextResponse.json({ signedIn: true, programId: row.programId });
  res.cookies.set(OWNER_COOKIE, await createOwnerSessionToken(session.ownerId, session.scope), ownerCookieOptions());
  return res;
});

const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
