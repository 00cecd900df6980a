// GET /api/programs/{id}/reviews - published reviews, newest first (never the reviewer's email)
// POST /api/programs/{id}/reviews - submit a review (rate limited); it waits for moderation
import { NextResponse } from "next/server";
import { notFound, parseWith, route } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { createReview, listPublishedReviews } from "@/features/reviews/data";
import { rateLimit } from "@/lib/http/rate-limit";
import { reviewCreateSchema } from "@/features/reviews/schema";
import { methodNotAllowed } from "@/lib/http/methods";

type Params = { id: string };

export const GET = route<Params>(async (_req, { params }) => {
  const list = await listPublishedReviews((await params).id);
  if (!list) throw notFound();
  return NextResponse.json(list);
});

export const POST = route<Params>(async (req, { params }) => {
  const { id } = await params;
  await rateLimit("reviews", req);
  const input = parseWith(reviewCreateSchema, await readJson(req));
  const review = await createReview(id, input);
  if (!review) throw notFound();
  return NextResponse.json({ ...review, isPublished: false }, { status: 201 });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET", "POST"]);
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
