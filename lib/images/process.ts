import "server-only";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { decodeIco, IcoError } from "./ico";
import { sniffImageType, type ImageType } from "./sniff";

/** Largest upload we accept, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Widest image we store; narrower images keep their size. */
export const MAX_OUTPUT_WIDTH = 1600;
/** Decompression-bomb guard: images with more pixels than this are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageErrorKind = "unsupported" | "invalid" | "too-large";

export class ImageError extends Error {
  constructor(
    readonly kind: ImageErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export type ProcessedImage = { data: Buffer; width: number; height: number; sourceType: ImageType; contentType: "image/webp" };

const UNSUPPORTED = "Unsupported image type. Please upload a JPG, PNG, GIF, WebP, SVG or ICO image.";

// Entity declarations are how XML bombs and external-entity tricks start; no logo needs them.
const SVG_ENTITY = /<!ENTITY/i;

/**
 * Decodes any accepted image and re-encodes it as WebP (at most 1600 px wide, no metadata).
 * SVG is rasterised by librsvg and ICO decoded by us, so only raster WebP is ever stored or served.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageError("too-large", "Image is larger than 5 MB");
  const type = sniffImageType(bytes);
  if (!type) throw new ImageError("unsupported", UNSUPPORTED);

  let pipeline: Sharp;
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true };
  if (type === "ico") {
    let icon;
    try {
      icon = decodeIco(bytes);
    } catch (e) {
      if (e instanceof IcoError) throw new ImageError("invalid", "The icon could not be read. Please upload another image.");
      throw e;
    }
    pipeline =
      icon.kind === "png"
        ? sharp(icon.data, options)
        : sharp(icon.data, { ...options, raw: { width: icon.width, height: icon.height, channels: 4 } });
  } else {
    if (type === "svg" && SVG_ENTITY.test(new TextDecoder().decode(bytes))) {
      throw new ImageError("unsupported", "SVG images with entity declarations are not accepted.");
    }
    // Only the first frame of an animated GIF or WebP is kept.
    pipeline = sharp(bytes, options);
  }

  try {
    const meta = await pipeline.metadata();
    if (!meta.width || !meta.height) throw new ImageError("invalid", "The image could not be read. Please upload another image.");
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageError("too-large", "Image dimensions are too large.");
    const { data, info } = await pipeline
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize({ width: MAX_OUTPUT_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, sourceType: type, contentType: "image/webp" };
  } catch (e) {
    if (e instanceof ImageError) throw e;
    const message = e instanceof Error ? e.message : "";
    if (/pixel limit|exceeds limit|too large/i.test(message)) throw new ImageError("too-large", "Image dimensions are too large.");
    throw new ImageError("invalid", "The image could not be read. Please upload another image.");
  }
}
