import { DomainError } from "@/lib/errors";

/**
 * The one reader of request bodies (decisions.md, "Hostile input"): the cap applies to the bytes
 * received, chunked or not, and reading stops as soon as it is passed. A declared Content-Length
 * above the cap is refused before reading anything.
 */

export const MAX_JSON_BYTES = 64 * 1024;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** At most `maxBytes` of the body; beyond that a 413 with `tooLarge` as its message. */
export async function readBody(req: Request, maxBytes: number, tooLarge = "Request body too large"): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new DomainError("too-large", tooLarge);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new DomainError("too-large", tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** A JSON object body of at most `maxBytes` (64 KB unless said); malformed JSON or a non-object is a 400. */
export async function readJson(req: Request, maxBytes = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const text = (await readBody(req, maxBytes)).toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError("invalid", "Malformed JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new DomainError("invalid", "Request body must be a JSON object");
  }
  return value as Record<string, unknown>;
}

export type MultipartMessages = {
  notMultipart: string;
  tooLarge: string;
  unreadable: string;
  missing: string;
  empty: string;
};

// Room for the multipart boundaries and part headers around the file.
export const MULTIPART_OVERHEAD = 64 * 1024;

/** A multipart form whose file field `field` holds at most `maxFileBytes`, with the caller's messages. */
export async function readMultipartFile(
  req: Request,
  field: string,
  maxFileBytes: number,
  messages: Partial<MultipartMessages> = {},
): Promise<{ form: FormData; file: File }> {
  const m: MultipartMessages = {
    notMultipart: "Send the file as multipart/form-data",
    tooLarge: `The file is larger than ${mb(maxFileBytes)} MB`,
    unreadable: "The upload could not be read",
    missing: `Attach the file in the field "${field}"`,
    empty: "The file is empty",
    ...messages,
  };
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) throw new DomainError("unsupported-type", m.notMultipart);
  const body = await readBody(req, maxFileBytes + MULTIPART_OVERHEAD, m.tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw new DomainError("invalid", m.unreadable);
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw new DomainError("invalid", m.missing, [{ path: field, message: "File is required" }]);
  if (file.size > maxFileBytes) throw new DomainError("too-large", m.tooLarge);
  if (file.size === 0) throw new DomainError("invalid", m.empty);
  return { form, file };
}
