// POST /api/import/execute - admin: import from an outside source (npi, google, yelp) in one transaction
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-body";
import { requireAdmin } from "@/lib/auth/admin";
import { sourceKeyFrom } from "@/lib/import/request";
import { executeSource } from "@/lib/import/service";
import { importExecuteSchema } from "@/lib/validation/import";
import { methodNotAllowed } from "@/lib/api/methods";

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
