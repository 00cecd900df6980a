/** The image types we accept, told apart by their first bytes, never by file name or Content-Type. */
export type ImageType = "jpeg" | "png" | "gif" | "webp" | "svg" | "ico";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> root element.
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]{0,300}\?>\s*)?((<!--[\s\S]{0,4000}?-->|<!DOCTYPE[^>[]{0,1000}(\[[\s\S]{0,20000}?\])?\s*>)\s*)*<svg[\s>/]/i;

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // ICO: reserved 0, type 1, then at least one directory entry.
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length >= 22 && (bytes[4]! | (bytes[5]! << 8)) > 0) return "ico";
  const head = bytes.subarray(0, 32 * 1024);
  if (head.includes(0)) return null; // text never holds NUL bytes (UTF-16 SVG is not accepted)
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head);
  if (SVG_START.test(text)) return "svg";
  return null;
}
