// POST /api/contact - send a message to the operators (rate limited); stored for admins, email never shown
import { NextResponse } from "next/server";
import { parseWith, readJson, route } from "@/lib/api/errors";
import { createContactMessage } from "@/lib/data/contact";
import { rateLimit } from "@/lib/rate-limit";
import { contactCreateSchema } from "@/lib/validation/contact";

export const POST = route(async (req) => {
  await rateLimit("contact", req);
  const input = parseWith(contactCreateSchema, await readJson(req));
  const saved = await createContactMessage(input);
  return NextResponse.json({ id: saved.id, received: true }, { status: 201 });
});
