// POST /api/contact - send a message to the operators (rate limited); stored for admins, email never shown
import { handlers, route } from "@/lib/http/route";
import { sendContactMessage } from "@/features/contact/server";
import { contactCreateSchema } from "@/features/contact/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  POST: route({ access: "public", rateLimit: "contact", body: contactCreateSchema }, ({ body }) => sendContactMessage(body)),
});
