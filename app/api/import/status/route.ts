// GET /api/import/status - admin: the running import's progress (or the last run) and the program count
import { NextResponse } from "next/server";
import { route } from "@/lib/http/errors";
import { requireAdmin } from "@/lib/session/admin";
import { importStatus } from "@/features/imports/executor";
import { methodNotAllowed } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = route(async (req) => {
  await requireAdmin(req);
  return NextResponse.json(await importStatus(), { headers: { "Cache-Control": "no-store" } });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
