// GET /api/health - liveness for a load balancer: 200 while the process runs; touches no database.
import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

export const GET = async () => NextResponse.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
