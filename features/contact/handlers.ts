import "server-only";
import { json } from "@/lib/http/route";
import { createContactMessage } from "./data";
import type { ContactCreate } from "./schema";

/** POST /api/contact: stored for admins; 201 { id, received }. */
export async function sendContactMessage(input: ContactCreate) {
  const saved = await createContactMessage(input);
  return json({ id: saved.id, received: true }, 201);
}
