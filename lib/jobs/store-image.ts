import "server-only";
import { processImage } from "@/lib/images/process";
import { sniffImageType } from "@/lib/images/sniff";
import { getStorage, newImageKey } from "@/lib/storage";

/** Where the image-update job hands over the bytes it fetched; answers the stored image's public URL. */
export type StoreImage = (programId: string, bytes: Buffer) => Promise<string /* imageUrl */>;

/** The project's image pipeline: decoded and re-encoded to WebP (size and pixel limits), then stored. */
export const storeImage: StoreImage = async (programId, bytes) => {
  const image = await processImage(bytes);
  const storage = getStorage();
  const key = newImageKey(programId);
  await storage.put(key, image.data, image.contentType);
  return storage.publicUrl(key);
};

/** Deletes an image we stored earlier once nothing refers to it; other URLs are left alone. */
export async function discardStoredImage(url: string | null): Promise<void> {
  if (!url) return;
  const storage = getStorage();
  const key = storage.keyFromUrl(url);
  if (key) await storage.delete(key).catch(() => {});
}

/**
 * Raster images we take from other sites, told apart by their first bytes, never by Content-Type.
 * SVG is refused here (the upload pipeline would rasterise it, but a site's SVG icon is not worth the
 * risk), and so is HTML served as an image.
 */
export function acceptedImageType(bytes: Uint8Array): { ok: true; type: string } | { ok: false; reason: string } {
  const type = sniffImageType(bytes);
  if (type === "svg") return { ok: false, reason: "SVG refused" };
  if (type) return { ok: true, type };
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("utf8").trimStart().toLowerCase();
  if (head.includes("<svg")) return { ok: false, reason: "SVG refused" };
  if (/^(\ufeff)?<(!doctype|html|head|body|!--)/.test(head)) return { ok: false, reason: "HTML is not an image" };
  return { ok: false, reason: "not a supported image" };
}
