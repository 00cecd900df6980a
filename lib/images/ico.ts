/**
 * ICO support: libvips has no ICO loader, so we pick the largest image of the icon ourselves.
 * An entry is either a PNG (handed to sharp as is) or a headerless BMP (DIB), which we decode to RGBA.
 */
export type IcoImage = { kind: "png"; data: Uint8Array } | { kind: "rgba"; data: Uint8Array; width: number; height: number };

export class IcoError extends Error {}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const MAX_SIDE = 1024;

export function decodeIco(bytes: Uint8Array): IcoImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 6 || view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new IcoError("Not an ICO file");
  const count = view.getUint16(4, true);
  if (count === 0 || 6 + count * 16 > bytes.length) throw new IcoError("Broken ICO directory");

  let best: { offset: number; size: number; area: number; bits: number } | null = null;
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 16;
    const width = bytes[at] || 256;
    const height = bytes[at + 1] || 256;
    const bits = view.getUint16(at + 6, true);
    const size = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    if (size === 0 || offset + size > bytes.length) continue;
    const area = width * height;
    if (!best || area > best.area || (area === best.area && bits > best.bits)) best = { offset, size, area, bits };
  }
  if (!best) throw new IcoError("ICO has no readable image");
  const data = bytes.subarray(best.offset, best.offset + best.size);
  if (PNG_SIGNATURE.every((b, i) => data[i] === b)) return { kind: "png", data };
  return decodeDib(data);
}

/** A BITMAPINFOHEADER image as stored in icons: bottom-up rows, height doubled for the AND mask. */
function decodeDib(data: Uint8Array): IcoImage {
  if (data.length < 40) throw new IcoError("Broken ICO bitmap");
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const headerSize = view.getUint32(0, true);
  const width = view.getInt32(4, true);
  const height = Math.abs(view.getInt32(8, true)) / 2;
  const bits = view.getUint16(14, true);
  const compression = view.getUint32(16, true);
  if (headerSize < 40 || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || !Number.isInteger(height)) {
    throw new IcoError("Unsupported ICO bitmap size");
  }
  if (compression !== 0 || ![1, 4, 8, 24, 32].includes(bits)) throw new IcoError("Unsupported ICO bitmap format");

  const paletteSize = bits <= 8 ? view.getUint32(32, true) || 1 << bits : 0;
  const paletteAt = headerSize;
  const pixelsAt = paletteAt + paletteSize * 4;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  const maskRowBytes = Math.ceil(width / 32) * 4;
  const maskAt = pixelsAt + rowBytes * height;
  if (maskAt > data.length) throw new IcoError("Truncated ICO bitmap");
  const hasMask = maskAt + maskRowBytes * height <= data.length;

  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = pixelsAt + (height - 1 - y) * rowBytes; // rows are stored bottom-up
    const maskRow = maskAt + (height - 1 - y) * maskRowBytes;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let b: number, g: number, r: number, a = 255;
      if (bits === 32) {
        const p = row + x * 4;
        [b, g, r, a] = [data[p]!, data[p + 1]!, data[p + 2]!, data[p + 3]!];
      } else if (bits === 24) {
        const p = row + x * 3;
        [b, g, r] = [data[p]!, data[p + 1]!, data[p + 2]!];
      } else {
        const bitOffset = x * bits;
        const byte = data[row + (bitOffset >> 3)]!;
        const index = (byte >> (8 - bits - (bitOffset & 7))) & ((1 << bits) - 1);
        const p = paletteAt + Math.min(index, paletteSize - 1) * 4;
        [b, g, r] = [data[p] ?? 0, data[p + 1] ?? 0, data[p + 2] ?? 0];
      }
      if (bits !== 32 && hasMask && (data[maskRow + (x >> 3)]! >> (7 - (x & 7))) & 1) a = 0;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      out[o + 3] = a;
    }
  }
  // Old 32-bit icons leave the alpha channel at 0 and rely on the AND mask alone.
  if (bits === 32 && out.every((v, i) => i % 4 !== 3 || v === 0)) {
    for (let y = 0; y < height; y++) {
      const maskRow = maskAt + (height - 1 - y) * maskRowBytes;
      for (let x = 0; x < width; x++) {
        const masked = hasMask && (data[maskRow + (x >> 3)]! >> (7 - (x & 7))) & 1;
        out[(y * width + x) * 4 + 3] = masked ? 0 : 255;
      }
    }
  }
  return { kind: "rgba", data: out, width, height };
}
