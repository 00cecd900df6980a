import "server-only";

/**
 * Where the image-update job hands over the bytes it fetched. The image pipeline of issue 5
 * (lib/images + lib/storage) is not on this branch yet: until it is merged, storing refuses, so
 * the job reports each program as failed instead of hot-linking or keeping raw bytes.
 */
export type StoreImage = (programId: string, bytes: Buffer) => Promise<string /* imageUrl */>;

export const storeImage: StoreImage = async () => {
  throw new Error("image storage is not configured on this build");
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** Raster images we take from other sites, told apart by their first bytes. SVG and HTML are refused. */
export function acceptedImageType(bytes: Uint8Array): { ok: true; type: string } | { ok: false; reason: string } {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, type: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: "png" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { ok: true, type: "gif" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { ok: true, type: "webp" };
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length >= 22) return { ok: true, type: "ico" };
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("utf8").trimStart().toLowerCase();
  if (/^(<\?xml[\s\S]*)?<svg[\s>]/.test(head) || head.includes("<svg")) return { ok: false, reason: "SVG refused" };
  if (/^<(!doctype|html|head|body)/.test(head)) return { ok: false, reason: "HTML is not an image" };
  return { ok: false, reason: "not a supported image" };
}
