// Any /api/... path no other route handles: a JSON 404, never the HTML not-found page.
import { NextResponse } from "next/server";

const notFound = async () => NextResponse.json({ error: "Not found" }, { status: 404 });

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
