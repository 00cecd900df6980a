// GET /api/owner/programs/{id} - one of the owner's programs
// PUT /api/owner/programs/{id} - the owner edits its public fields (not verification, rating, source or state)
import { NextResponse } from "next/server";
import { ApiError, notFound, parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { requireOwner } from "@/lib/session/owner";
import { getOwnedProgram, updateOwnedProgram } from "@/features/owners/data";
import { PriceRangeError } from "@/features/programs/data";
import { ownerProgramUpdateSchema } from "@/features/programs/schema";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) => {
  const session = await requireOwner(req);
  const program = await getOwnedProgram(session, (await params).id);
  if (!program) throw notFound();
  return NextResponse.json(program, { headers: { "Cache-Control": "private, no-store" } });
});

export const PUT = route<Params>(async (req, { params }) => {
  const session = await requireOwner(req);
  const patch = parseWith(ownerProgramUpdateSchema, await readJson(req));
  try {
    const program = await updateOwnedProgram(session, (await params).id, patch);
    if (!program) throw notFound();
    return NextResponse.json(program);
  } catch (e) {
    if (e instanceof PriceRangeError) throw new ApiError(400, e.message, [{ path: "priceMax", message: e.message }]);
    throw e;
  }
});

const notAllowed = methodNotAllowed(["GET", "PUT"]);
export const POST = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
