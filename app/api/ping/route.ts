// GET /api/ping - liveness; touches no database (also the benchmark's framework floor)
import { NextResponse } from "next/server";

export const GET = async () => NextResponse.json({ ok: true });
