// GET /api/ready - readiness for a load balancer: 200 when the database answers and migrations are
// applied; 503 when it does not, when migrations are missing, or while the server drains after SIGTERM.
import { NextResponse } from "next/server";
import { methodNotAllowed } from "@/lib/http/methods";
import { readiness } from "@/lib/ops/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const state = await readiness();
  return NextResponse.json(state.ready ? { ready: true } : { ready: false, reason: state.reason }, {
    status: state.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(state.ready ? {} : { "Retry-After": "5" }) },
  });
}

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
