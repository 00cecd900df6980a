// GET /api/admin/contact-messages - admin: messages sent through /contact, newest first (latest 100)
import { NextResponse } from "next/server";
import { route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { requireAdmin } from "@/lib/session/admin";
import { listContactMessages } from "@/features/contact/data";

export const GET = route(async (req) => {
  await requireAdmin(req);
  return NextResponse.json(await listContactMessages());
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
