import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { decodeIco } from "@/lib/images/ico";
import { ImageError, MAX_OUTPUT_WIDTH, processImage } from "@/lib/images/process";
import { sniffImageType } from "@/lib/images/sniff";
import { icoImage, isWebp, pngImage } from "@/tests/support/images";

const text = (s: string) => new TextEncoder().encode(s);

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (e) {
    if (e instanceof ImageError) return e.kind;
    throw e;
  }
}

describe("sniffImageType", () => {
  it("tells the accepted types by their bytes", async () => {
    const solid = sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f766e" } });
    expect(sniffImageType(await solid.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await solid.clone().png().toBuffer())).toBe("png");
    expect(sniffImageType(await solid.clone().gif().toBuffer())).toBe("gif");
    expect(sniffImageType(await solid.clone().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(icoImage())).toBe("ico");
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(sniffImageType(text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg width="1">'))).toBe("svg");
  });

  it.each([
    ["plain text", text("hello, not an image")],
    ["HTML", text("<!doctype html><html><svg></svg></html>")],
    ["XML that is not SVG", text('<?xml version="1.0"?><rss/>')],
    ["a PDF", text("%PDF-1.7\n")],
    ["TIFF", new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ["AVIF/HEIC", new Uint8Array([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66])],
    ["UTF-16 SVG", new Uint8Array(Buffer.from("\uFEFF<svg/>", "utf16le"))],
    ["an empty file", new Uint8Array()],
    ["a bare ICO header", new Uint8Array([0, 0, 1, 0, 0, 0])],
  ])("refuses %s", (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe("processImage", () => {
  it("strips EXIF (camera make, copyright) from a JPEG and applies its orientation first", async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SecretCam", Copyright: "someone" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await processImage(jpeg);
    expect(isWebp(out.data)).toBe(true);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 200]); // rotated by the orientation tag
    expect(out.data.toString("latin1")).not.toContain("SecretCam");
  });

  it("keeps small images at their size and narrows wide ones to 1600 px", async () => {
    expect((await processImage(await pngImage(300, 200))).width).toBe(300);
    const wide = await processImage(await pngImage(4000, 1000));
    expect([wide.width, wide.height]).toEqual([MAX_OUTPUT_WIDTH, 400]);
  });

  it("keeps only the first frame of an animated GIF", async () => {
    const frame = (colour: string) => sharp({ create: { width: 8, height: 8, channels: 4, background: colour } }).png().toBuffer();
    const gif = await sharp([await frame("#ff0000"), await frame("#0000ff")], { join: { animated: true } }).gif({ loop: 0 }).toBuffer();
    expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(2);
    const out = await processImage(gif);
    expect(out.sourceType).toBe("gif");
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([8, 8, 1]);
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // the red first frame
    expect(data[2]).toBeLessThan(50);
  });

  it("refuses an SVG whose declared size is a decompression bomb, before rendering", async () => {
    const started = Date.now();
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100%" height="100%"/></svg>');
    expect(await kindOf(processImage(svg))).toBe("too-large");
    expect(Date.now() - started).toBeLessThan(3000); // decoding it would take many seconds and over a gigabyte
  });

  it("never lets an SVG read local files through <image href>", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "detox-svg-"));
    try {
      const secret = path.join(dir, "secret.png");
      await writeFile(secret, await sharp({ create: { width: 50, height: 50, channels: 3, background: "#ff0000" } }).png().toBuffer());
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="50" height="50"><rect width="50" height="50" fill="#ffffff"/><image href="file://${secret}" xlink:href="file://${secret}" width="50" height="50"/></svg>`;
      const result = await processImage(text(svg)).catch((e: unknown) => e);
      if (result instanceof ImageError) return; // refused outright: also fine
      const { data } = await sharp((result as { data: Buffer }).data).raw().toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]); // the red file was not drawn
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses damaged images and files that only look like images", async () => {
    const png = await pngImage();
    expect(await kindOf(processImage(png.subarray(0, 40)))).toBe("invalid");
    expect(await kindOf(processImage(text("GIF89a but then nothing")))).toBe("invalid");
    expect(await kindOf(processImage(text("<svg><unclosed")))).toBe("invalid");
    expect(await kindOf(processImage(text("hello")))).toBe("unsupported");
  });
});

describe("ICO decoding", () => {
  it("picks the largest entry, and hands a PNG entry to sharp as is", async () => {
    const big = await sharp({ create: { width: 48, height: 48, channels: 4, background: "#0f766e" } }).png().toBuffer();
    const small = icoImage(16).subarray(22); // the BMP image of a 16x16 icon
    const dir = Buffer.alloc(6 + 32);
    dir.writeUInt16LE(1, 2);
    dir.writeUInt16LE(2, 4);
    const entry = (at: number, side: number, size: number, offset: number, bits: number) => {
      dir[at] = side;
      dir[at + 1] = side;
      dir.writeUInt16LE(1, at + 4);
      dir.writeUInt16LE(bits, at + 6);
      dir.writeUInt32LE(size, at + 8);
      dir.writeUInt32LE(offset, at + 12);
    };
    entry(6, 16, small.length, 38, 32);
    entry(22, 48, big.length, 38 + small.length, 32);
    const ico = Buffer.concat([dir, small, big]);
    const decoded = decodeIco(ico);
    expect(decoded.kind).toBe("png");
    const out = await processImage(ico);
    expect([out.width, out.height]).toEqual([48, 48]);
  });

  it("decodes an 8-bit palette bitmap with its transparency mask", async () => {
    const side = 4;
    const header = Buffer.alloc(40);
    header.writeUInt32LE(40, 0);
    header.writeInt32LE(side, 4);
    header.writeInt32LE(side * 2, 8);
    header.writeUInt16LE(1, 12);
    header.writeUInt16LE(8, 14);
    header.writeUInt32LE(2, 32); // two palette colours
    const palette = Buffer.from([0, 0, 255, 0, 0, 255, 0, 0]); // BGRA: red, green
    const pixels = Buffer.alloc(side * side, 1); // all green...
    pixels[(side - 1) * side] = 0; // ...but the top-left pixel (last row stored first: bottom-up) is red
    const mask = Buffer.alloc(4 * side);
    mask[0] = 0b10000000; // bottom-left pixel transparent
    const image = Buffer.concat([header, palette, pixels, mask]);
    const dir = Buffer.alloc(22);
    dir.writeUInt16LE(1, 2);
    dir.writeUInt16LE(1, 4);
    dir[6] = side;
    dir[7] = side;
    dir.writeUInt32LE(image.length, 14);
    dir.writeUInt32LE(22, 18);
    const decoded = decodeIco(Buffer.concat([dir, image]));
    if (decoded.kind !== "rgba") throw new Error("expected a bitmap");
    const px = (x: number, y: number) => Array.from(decoded.data.subarray((y * side + x) * 4, (y * side + x) * 4 + 4));
    expect(px(0, 0)).toEqual([255, 0, 0, 255]);
    expect(px(1, 0)).toEqual([0, 255, 0, 255]);
    expect(px(0, side - 1)[3]).toBe(0);
  });

  it("refuses broken icons as invalid, never crashing", async () => {
    const ico = icoImage(16);
    const truncated = ico.subarray(0, 60);
    expect(await kindOf(processImage(truncated))).toBe("invalid");
    const huge = Buffer.from(ico);
    huge.writeInt32LE(5000, 22 + 4); // a 5000 px wide bitmap claimed inside a tiny file
    expect(await kindOf(processImage(huge))).toBe("invalid");
  });
});
