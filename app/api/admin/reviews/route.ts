// GET /api/admin/reviews?status=pending|published|rejected|all - admin: reviews to moderate, newest first
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { listReviewsForModeration } from "@/features/reviews/data";
import { reviewStatusSchema } from "@/features/reviews/schema";
import { methodNotAllowed } from "@/lib/http/methods";

export const GET = route(async (req) => {
  await requireAdmin(req);
  const status = parseWith(reviewStatusSchema.default("pending"), new URL(req.url).searchParams.get("status") ?? undefined);
  return NextResponse.json(await listReviewsForModeration(status));
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
