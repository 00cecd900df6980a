import { NextResponse } from "next/server";
import { readiness } from "./readiness";

/** GET /api/ready: 200 when the database answers and migrations are applied; 503 otherwise or while draining. */
export async function readyAnswer() {
  const state = await readiness();
  return NextResponse.json(state.ready ? { ready: true } : { ready: false, reason: state.reason }, {
    status: state.ready ? 200 : 503,
    headers: state.ready ? undefined : { "Retry-After": "5" },
  });
}
