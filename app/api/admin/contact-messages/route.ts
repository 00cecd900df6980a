// GET /api/admin/contact-messages - admin: messages sent through /contact, newest first (latest 100)
import { NextResponse } from "next/server";
import { route } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/admin";
import { listContactMessages } from "@/lib/data/contact";

export const GET = route(async (req) => {
  requireAdmin(req);
  return NextResponse.json(await listContactMessages());
});
