// DELETE /api/admin/programs/{id}/owner - admin: removes the listing's owner (it becomes unclaimed)
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { removeOwner } from "@/features/owners/data";

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  if (!(await removeOwner((await params).id))) throw notFound("Owner");
  return new NextResponse(null, { status: 204 });
});

const notAllowed = methodNotAllowed(["DELETE"]);
export const GET = notAllowed;
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
