import "server-only";
import { ApiError } from "@/lib/api/errors";

/** Reads at most `maxBytes` of a request body; more (declared or streamed) is a 413. */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  const tooLarge = () => new ApiError(413, `The upload is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (declared > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A JSON object body of up to `maxBytes` (CSV content travels inside JSON). */
export async function readLargeJson(req: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const text = (await readBodyCapped(req, maxBytes)).toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ApiError(400, "Request body must be a JSON object");
  return value as Record<string, unknown>;
}

/** A multipart form of up to `maxBytes`, with its one file field. */
export async function readUpload(req: Request, maxBytes: number, fileField: string): Promise<{ form: FormData; file: File }> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw new ApiError(415, "Send the file as multipart/form-data");
  const body = await readBodyCapped(req, maxBytes + 64 * 1024);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError(400, "The upload could not be read");
  }
  const file = form.get(fileField);
  if (!(file instanceof File)) throw new ApiError(400, `Attach the file in the field "${fileField}"`, [{ path: fileField, message: "File is required" }]);
  if (file.size > maxBytes) throw new ApiError(413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (file.size === 0) throw new ApiError(400, "The file is empty");
  return { form, file };
}

/** The outside source's key typed on the import screen; never logged, never stored. */
export function sourceKeyFrom(req: Request): string | undefined {
  const key = req.headers.get("x-api-key")?.trim();
  if (!key) return undefined;
  if (key.length > 512 || /[\u0000-\u001f]/.test(key)) throw new ApiError(400, "The API key is not valid");
  return key;
}
