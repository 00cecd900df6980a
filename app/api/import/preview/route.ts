// POST /api/import/preview - admin: search an outside source (npi, google, yelp) and preview what it finds
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-body";
import { requireAdmin } from "@/lib/auth/admin";
import { sourceKeyFrom } from "@/lib/import/request";
import { previewSource } from "@/lib/import/service";
import { importPreviewSchema } from "@/lib/validation/import";
import { methodNotAllowed } from "@/lib/api/methods";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const input = parseWith(importPreviewSchema, await readJson(req));
  return NextResponse.json(await previewSource(input.source, input.state, input.limit, sourceKeyFrom(req)));
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
