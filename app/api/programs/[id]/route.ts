// GET /api/programs/{id} - one active program (404 for unknown or malformed ids)
// PUT /api/programs/{id} - admin: update the editable fields
// DELETE /api/programs/{id} - admin: delete the program with its reviews and practitioners
import { NextResponse } from "next/server";
import { ApiError, notFound, parseWith, route } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { requireAdmin } from "@/lib/session/admin";
import { deleteProgram, getProgram, PriceRangeError, updateProgram } from "@/features/programs/data";
import { programUpdateSchema } from "@/features/programs/schema";
import { methodNotAllowed } from "@/lib/http/methods";

type Params = { id: string };

export const GET = route<Params>(async (_req, { params }) => {
  const program = await getProgram((await params).id);
  if (!program) throw notFound();
  return NextResponse.json(program);
});

export const PUT = route<Params>(async (req, { params }) => {
  await requireAdmin(req);
  const patch = parseWith(programUpdateSchema, await readJson(req));
  try {
    const program = await updateProgram((await params).id, patch);
    if (!program) throw notFound();
    return NextResponse.json(program);
  } catch (e) {
    if (e instanceof PriceRangeError) throw new ApiError(400, e.message, [{ path: "priceMax", message: e.message }]);
    throw e;
  }
});

export const DELETE = route<Params>(async (req, { params }) => {
  await requireAdmin(req);
  if (!(await deleteProgram((await params).id))) throw notFound();
  return new NextResponse(null, { status: 204 });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET", "PUT", "DELETE"]);
export const POST = notAllowed;
export const PATCH = notAllowed;
