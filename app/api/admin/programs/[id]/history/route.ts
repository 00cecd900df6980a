// GET /api/admin/programs/{id}/history - admin: the program's change history, newest first
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/methods";
import { requireAdmin } from "@/lib/auth/admin";
import { listChanges } from "@/lib/data/history";
import { programOwner } from "@/lib/data/owners";
import { getProgram } from "@/lib/data/programs";

export const GET = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  const { id } = await params;
  const program = await getProgram(id, { includeInactive: true });
  if (!program) throw notFound();
  const owner = await programOwner(program.id);
  return NextResponse.json(
    { owner: owner && { email: owner.email, method: owner.method, claimedAt: owner.claimedAt }, changes: await listChanges(program.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
