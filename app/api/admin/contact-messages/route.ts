// GET /api/admin/contact-messages - admin: messages sent through /contact, newest first (latest 100)
import { handlers, route } from "@/lib/http/route";
import { listContactMessages } from "@/features/contact/server";

export const { GET, POST, PUT, PATCH, DELETE } = handlers({
  GET: route({ access: "admin" }, () => listContactMessages()),
});
