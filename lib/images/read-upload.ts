import "server-only";
import { readMultipartFile } from "@/lib/api/read-body";
import { MAX_IMAGE_BYTES } from "./process";

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
