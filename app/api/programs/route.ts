// GET /api/programs - the directory list with filters, sort and pages (X-Total-Count)
// POST /api/programs - add a business (public, rate limited); 201 with the program and an uploadToken
import { NextResponse } from "next/server";
import { parseWith, route } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-body";
import { jsonOnce } from "@/lib/http/json";
import { createUploadToken } from "@/lib/session/signing";
import { createProgram, listPrograms, totalHeader } from "@/features/programs/data";
import { rateLimit } from "@/lib/http/rate-limit";
import { programCreateSchema } from "@/features/programs/schema";
import { programListQuerySchema, queryObject } from "@/features/search/query";
import { methodNotAllowed } from "@/lib/http/methods";

export const GET = route(async (req) => {
  const query = parseWith(programListQuerySchema, queryObject(new URL(req.url).searchParams));
  const page = await listPrograms(query);
  return jsonOnce(page.items, { headers: { "X-Total-Count": totalHeader(page) } });
});

export const POST = route(async (req) => {
  await rateLimit("programs", req);
  const input = parseWith(programCreateSchema, await readJson(req));
  const program = await createProgram(input);
  const uploadToken = await createUploadToken(program.id);
  return NextResponse.json({ ...program, uploadToken }, { status: 201 });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET", "POST"]);
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
