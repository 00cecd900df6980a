// GET /api/owner/programs/{id}/reviews - the program's published reviews with the provider's replies
import { NextResponse } from "next/server";
import { notFound, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireOwner } from "@/lib/session/owner";
import { listOwnerReviews } from "@/features/owners/data";

export const GET = route<{ id: string }>(async (req, { params }) => {
  const session = await requireOwner(req);
  const reviews = await listOwnerReviews(session, (await params).id);
  if (!reviews) throw notFound();
  return NextResponse.json(reviews, { headers: { "Cache-Control": "private, no-store" } });
});

const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
