// POST /api/programs/{id}/claim/website/check - "Check now": fetches the listing's website, and when the
// token this browser holds is published there, the listing is claimed and the owner signed in.
import { NextResponse } from "next/server";
import { ApiError, notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { sessionCookieOptions } from "@/lib/session/admin";
import { claimCookieName, createOwnerSessionToken, OWNER_COOKIE, ownerCookieOptions, readClaimSecret, readOwnerSession } from "@/lib/session/owner";
import { claimProgram, findClaimToken, useClaimToken } from "@/features/owners/data";
import { getProgram } from "@/features/programs/data";
import { findWebsiteToken } from "@/features/owners/website-proof";
import { rateLimit } from "@/lib/http/rate-limit";

type Params = { id: string };

export const POST = route<Params>(async (req, { params }) => {
  const { id } = await params;
  await rateLimit("claims", req);
  const program = await getProgram(id);
  if (!program) throw notFound();
  const row = await findClaimToken(readClaimSecret(req, program.id) ?? "");
  if (!row || row.kind !== "website" || !row.token) throw new ApiError(400, "This browser holds no claim token for this listing. Get a token first.");
  if (row.programId !== program.id) throw new ApiError(400, "This token belongs to another listing");
  if (row.usedAt) throw new ApiError(400, "This token was already used. Get a new token.");
  if (row.expiresAt.getTime() <= Date.now()) throw new ApiError(400, "This token has expired. Get a new token.");
  if (!program.website) throw new ApiError(400, "This listing has no website, so it cannot be claimed with a website token");

  const proof = await findWebsiteToken(program.website, row.token);
  if (!proof.found) throw new ApiError(422, proof.reason);
  if (!(await useClaimToken(row.id))) throw new ApiError(400, "This token was already used. Get a new token.");

  const session = await claimProgram({ programId: program.id, method: "website", session: await readOwnerSession(req) });
  const res = NextResponse.json({ claimed: true, programId: program.id, foundIn: proof.found });
  res.cookies.set(OWNER_COOKIE, await createOwnerSessionToken(session.ownerId, session.scope), ownerCookieOptions());
  res.cookies.set(claimCookieName(program.id), "", sessionCookieOptions(0));
  return res;
});

const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
