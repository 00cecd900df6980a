// POST /api/contact - send a message to the operators (rate limited); stored for admins, email never shown
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { methodNotAllowed } from "@/lib/http/methods";
import { readJson } from "@/lib/http/read-body";
import { createContactMessage } from "@/features/contact/data";
import { rateLimit } from "@/lib/http/rate-limit";
import { contactCreateSchema } from "@/features/contact/schema";

export const POST = route(async (req) => {
  await rateLimit("contact", req);
  const input = parseWith(contactCreateSchema, await readJson(req));
  const saved = await createContactMessage(input);
  return NextResponse.json({ id: saved.id, received: true }, { status: 201 });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
