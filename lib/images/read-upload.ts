import "server-only";
import { DomainError, type ErrorKind } from "@/lib/errors";
import { readMultipartFile } from "@/lib/http/read-body";
import { ImageError, MAX_IMAGE_BYTES, processImage, type ProcessedImage } from "./process";

const TOO_LARGE = "Image is larger than 5 MB. Please upload a smaller image.";

/** The bytes of the multipart field `image`: 413 beyond 5 MB, 400 when the field is missing. */
export async function readImageField(req: Request): Promise<Uint8Array> {
  const { file } = await readMultipartFile(req, "image", MAX_IMAGE_BYTES, {
    notMultipart: 'Send the image as multipart/form-data in the field "image".',
    tooLarge: TOO_LARGE,
    unreadable: "Malformed multipart body",
    missing: 'No image file in the field "image"',
    empty: "The image file is empty",
  });
  return new Uint8Array(await file.arrayBuffer());
}

const KIND: Record<ImageError["kind"], ErrorKind> = { unsupported: "unsupported-type", invalid: "invalid", "too-large": "too-large" };

/** The uploaded image (field `image`) through the image pipeline; its refusals become 415, 400 or 413. */
export async function uploadedImage(req: Request): Promise<ProcessedImage> {
  const bytes = await readImageField(req);
  try {
    return await processImage(bytes);
  } catch (e) {
    if (e instanceof ImageError) throw new DomainError(KIND[e.kind], e.message);
    throw e;
  }
}
