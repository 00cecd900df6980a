// POST /api/owner/reviews/{id}/reply - the provider's one public reply to a review of its listing
import { NextResponse } from "next/server";
import { ApiError, notFound, parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { requireOwner } from "@/lib/session/owner";
import { createReply } from "@/features/owners/data";
import { replySchema } from "@/features/reviews/schema";

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
