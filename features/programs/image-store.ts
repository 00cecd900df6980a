import "server-only";
import { setProgramImage } from "./maintenance";
import type { Actor } from "@/features/programs/history";
import { getStorage, newImageKey } from "@/lib/storage";
import type { ProcessedImage } from "@/lib/images/process";

/**
 * The storage key of `url` when it is an image we stored for this very program (under
 * `programs/{programId}/`), else null. A program's imageUrl is public input and may point at another
 * program's object: only keys under the program's own prefix are ever deleted on its behalf.
 */
export function ownImageKey(programId: string, url: string | null | undefined): string | null {
  if (!url) return null;
  const key = getStorage().keyFromUrl(url);
  return key && key.startsWith(`programs/${programId.toLowerCase()}/`) ? key : null;
}

/**
 * The one way a program gets a new image (upload route and image-update job): stores the processed
 * image under a fresh key, points the program at it, and deletes the image it replaces when that was
 * ours for this program. Answers the new public URL, or null when the program no longer exists (the
 * new object is then removed again).
 */
export async function replaceProgramImage(program: { id: string; imageUrl: string | null }, image: Pick<ProcessedImage, "data" | "contentType">, actor: Actor): Promise<string | null> {
  const storage = getStorage();
  const key = newImageKey(program.id);
  await storage.put(key, image.data, image.contentType);
  const imageUrl = storage.publicUrl(key);
  if (!(await setProgramImage(program.id, imageUrl, actor))) {
    await storage.delete(key).catch(() => {});
    return null;
  }
  const oldKey = ownImageKey(program.id, program.imageUrl);
  if (oldKey && oldKey !== key) await storage.delete(oldKey).catch(() => {});
  return imageUrl;
}
