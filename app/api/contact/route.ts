// POST /api/contact - send a message to the operators (rate limited); stored for admins, email never shown
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/api/methods";
import { readJson } from "@/lib/api/read-body";
import { createContactMessage } from "@/lib/data/contact";
import { rateLimit } from "@/lib/rate-limit";
import { contactCreateSchema } from "@/lib/validation/contact";

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
