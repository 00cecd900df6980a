// POST /api/import/preview - admin: search an outside source (npi, google, yelp) and preview what it finds
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { requireAdmin } from "@/lib/session/admin";
import { sourceKeyFrom } from "@/features/imports/request";
import { previewSource } from "@/features/imports/service";
import { importPreviewSchema } from "@/features/imports/schema";
import { methodNotAllowed } from "@/lib/http/methods";

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
