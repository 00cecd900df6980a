// GET /api/health - liveness for a load balancer: 200 while the process runs; touches no database.
import { NextResponse } from "next/server";
import { methodNotAllowed } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = async () => NextResponse.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
