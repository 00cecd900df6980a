// GET /api/owner/session - the signed-in owner and the programs this session may edit
// DELETE /api/owner/session - sign out: this owner's every session ends
import { NextResponse } from "next/server";
import { route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { sessionCookieOptions } from "@/lib/session/admin";
import { OWNER_COOKIE, endOwnerSessions, requireOwner } from "@/lib/session/owner";
import { listOwnedPrograms, ownerEmail } from "@/features/owners/data";

export const GET = route(async (req) => {
  const session = await requireOwner(req);
  const programs = await listOwnedPrograms(session);
  return NextResponse.json(
    {
      owner: { id: session.ownerId, email: await ownerEmail(session.ownerId) },
      programs: programs.map(({ program, claimedAt, method }) => ({ id: program.id, name: program.name, city: program.city, state: program.state, claimedAt, method })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const DELETE = route(async (req) => {
  const session = await requireOwner(req);
  await endOwnerSessions(session.ownerId);
  const res = new NextResponse(null, { status: 204 });
  res.cookies.set(OWNER_COOKIE, "", sessionCookieOptions(0));
  return res;
});

const notAllowed = methodNotAllowed(["GET", "DELETE"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
