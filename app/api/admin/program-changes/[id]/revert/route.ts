// POST /api/admin/program-changes/{id}/revert - admin: puts back the old values of one change (recorded as a change)
import { NextResponse } from "next/server";
import { ApiError, notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { revertChange, RevertConflict } from "@/features/programs/history";

export const POST = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  try {
    const entry = await revertChange((await params).id);
    if (!entry) throw notFound("Change");
    return NextResponse.json(entry, { status: 201 });
  } catch (e) {
    if (e instanceof RevertConflict) throw new ApiError(409, e.message);
    throw e;
  }
});

const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
