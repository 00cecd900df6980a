// DELETE /api/admin/reviews/{id}/reply - admin: removes the provider's reply to a review
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { deleteReply } from "@/features/owners/data";

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  if (!(await deleteReply((await params).id))) throw notFound("Reply");
  return new NextResponse(null, { status: 204 });
});

const notAllowed = methodNotAllowed(["DELETE"]);
export const GET = notAllowed;
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
