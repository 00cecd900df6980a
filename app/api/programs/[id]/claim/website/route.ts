// POST /api/programs/{id}/claim/website - a new website token for claiming this listing (rate limited)
// GET /api/programs/{id}/claim/website - the token this browser is using, while it is valid
import { NextResponse } from "next/server";
import { ApiError, notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { sessionCookieOptions } from "@/lib/session/admin";
import { claimCookieName, readClaimSecret } from "@/lib/session/owner";
import { createClaimToken, findClaimToken, WEBSITE_TOKEN_TTL_MS } from "@/features/owners/data";
import { getProgram } from "@/features/programs/data";
import { META_NAME, proofUrls } from "@/features/owners/website-proof";
import { rateLimit } from "@/lib/http/rate-limit";

type Params = { id: string };

/** What the claim page shows: the token and the two ways to publish it. */
function instructions(website: string, token: string, expiresAt: Date) {
  const urls = proofUrls(website)!;
  return { token, expiresAt, metaTag: `<meta name="${META_NAME}" content="${token}">`, homeUrl: urls.home, fileUrl: urls.file };
}

async function claimable(id: string) {
  const program = await getProgram(id);
  if (!program) throw notFound();
  if (!program.website || !proofUrls(program.website)) {
    throw new ApiError(400, "This listing has no website, so it cannot be claimed with a website token");
  }
  return { ...program, website: program.website };
}

export const POST = route<Params>(async (req, { params }) => {
  const { id } = await params;
  await rateLimit("claims", req);
  const program = await claimable(id);
  const created = await createClaimToken("website", { programId: program.id });
  const res = NextResponse.json(instructions(program.website, created.token!, created.expiresAt), { status: 201 });
  res.cookies.set(claimCookieName(program.id), created.secret, sessionCookieOptions(WEBSITE_TOKEN_TTL_MS / 1000));
  return res;
});

export const GET = route<Params>(async (req, { params }) => {
  const { id } = await params;
  const program = await claimable(id);
  const row = await findClaimToken(readClaimSecret(req, program.id) ?? "");
  if (!row || row.kind !== "website" || row.programId !== program.id || row.usedAt || row.expiresAt.getTime() <= Date.now() || !row.token) {
    throw new ApiError(404, "No claim in progress for this listing in this browser");
  }
  return NextResponse.json(instructions(program.website, row.token, row.expiresAt), { headers: { "Cache-Control": "private, no-store" } });
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
