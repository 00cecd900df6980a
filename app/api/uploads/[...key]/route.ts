// GET /api/uploads/{key} - serves a stored image (re-encoded WebP only), cached for a year.
// Uploads are served by this route, not from public/, which Next reads only at start-up.
import { NextResponse } from "next/server";
import { route } from "@/lib/http/errors";
import { getStorage, isValidKey } from "@/lib/storage";
import { methodNotAllowed } from "@/lib/http/methods";

const notFound = () => NextResponse.json({ error: "Image not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });

export const GET = route<{ key: string[] }>(async (_req, ctx) => {
  const { key: parts } = await ctx.params;
  const key = parts.join("/");
  // The strict key pattern rules out "..", backslashes, encoded separators and anything not ours.
  if (!isValidKey(key)) return notFound();
  const data = await getStorage().get(key);
  if (!data) return notFound();
  return new NextResponse(new Uint8Array(data), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});

// Any other method: a JSON 405 with Allow.
const notAllowed = methodNotAllowed(["GET"]);
export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
