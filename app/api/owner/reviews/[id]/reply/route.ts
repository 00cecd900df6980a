// POST /api/owner/reviews/{id}/reply - the provider's one public reply to a review of its listing
import { NextResponse } from "next/server";
import { ApiError, notFound, parseWith, route } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/methods";
import { readJson } from "@/lib/api/read-body";
import { requireOwner } from "@/lib/auth/owner";
import { createReply } from "@/lib/data/owners";
import { replySchema } from "@/lib/validation/review";

export const POST = route<{ id: string }>(async (req, { params }) => {
  const session = await requireOwner(req);
  const { body } = parseWith(replySchema, await readJson(req));
  const result = await createReply(session, (await params).id, body);
  if (result.status === "not-found") throw notFound("Review");
  if (result.status === "exists") throw new ApiError(409, "This review already has a reply from the provider");
  return NextResponse.json(result.reply, { status: 201 });
});

const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
