// POST /api/import/execute - admin: import from an outside source (npi, google, yelp) in one transaction
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { requireAdmin } from "@/lib/session/admin";
import { sourceKeyFrom } from "@/features/imports/request";
import { executeSource } from "@/features/imports/service";
import { importExecuteSchema } from "@/features/imports/schema";
import { methodNotAllowed } from "@/lib/http/methods";

export const POST = route(async (req) => {
  await requireAdmin(req);
  const { source, ...opts } = parseWith(importExecuteSchema, await readJson(req));
  return NextResponse.json(await executeSource(source, { ...opts, apiKey: sourceKeyFrom(req) }));
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["POST"]);
export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
