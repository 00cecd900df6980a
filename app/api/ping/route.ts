// GET /api/ping - liveness; touches no database (also the benchmark's framework floor)
import { NextResponse } from "next/server";
import { methodNotAllowed } from "@/lib/http/methods";

export const GET = async () => NextResponse.json({ ok: true });

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
