// GET /api/admin/programs/{id}/history - admin: the program's owner, change history (newest first) and the
// provider's replies to its reviews
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { listChanges } from "@/features/programs/history";
import { listProgramReplies, programOwner } from "@/features/owners/data";
import { getProgram } from "@/features/programs/data";

export const GET = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  const { id } = await params;
  const program = await getProgram(id, { includeInactive: true });
  if (!program) throw notFound();
  const [owner, changes, replies] = await Promise.all([programOwner(program.id), listChanges(program.id), listProgramReplies(program.id)]);
  return NextResponse.json(
    { owner: owner && { email: owner.email, method: owner.method, claimedAt: owner.claimedAt }, changes, replies },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
