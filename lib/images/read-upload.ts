import "server-only";
import { ApiError } from "@/lib/api/errors";
import { MAX_IMAGE_BYTES } from "./process";

// Room for the multipart boundaries and part headers around a 5 MB file.
const MULTIPART_OVERHEAD = 64 * 1024;
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + MULTIPART_OVERHEAD;

const TOO_LARGE = "Image is larger than 5 MB. Please upload a smaller image.";

/** Reads the body, stopping at the cap whatever Content-Length claimed (or when it is absent). */
async function readCapped(req: Request, cap: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => {});
      throw new ApiError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The bytes of the multipart field `image`: 413 beyond 5 MB, 400 when the field is missing. */
export async function readImageField(req: Request): Promise<Uint8Array> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new ApiError(415, "Send the image as multipart/form-data in the field \"image\".");
  }
  const declared = req.headers.get("content-length");
  if (declared && Number(declared) > MAX_UPLOAD_REQUEST_BYTES) throw new ApiError(413, TOO_LARGE);
  const body = await readCapped(req, MAX_UPLOAD_REQUEST_BYTES);

  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "Malformed multipart body");
  }
  const file = form.get("image");
  if (!file || typeof file === "string") throw new ApiError(400, "No image file in the field \"image\"");
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, TOO_LARGE);
  if (file.size === 0) throw new ApiError(400, "The image file is empty");
  return new Uint8Array(await file.arrayBuffer());
}
