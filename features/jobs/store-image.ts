import "server-only";
import { processImage } from "@/lib/images/process";
import { sniffImageType } from "@/lib/images/sniff";
import { replaceProgramImage } from "@/features/programs/server";

/** Where the image-update job hands over the bytes it fetched; answers the stored image's URL (null: program gone). */
export type StoreImage = (program: { id: string; imageUrl: string | null }, bytes: Buffer) => Promise<string | null>;

/** The project's image pipeline: decoded and re-encoded to WebP (size and pixel limits), then stored. */
export const storeImage: StoreImage = async (program, bytes) => replaceProgramImage(program, await processImage(bytes), { actor: "job", via: "Image update" });

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
