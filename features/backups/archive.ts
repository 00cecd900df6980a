import { createReadStream, createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

/**
 * The backup file: a gzipped tar (ustar) written and read here as a stream, so a large database dump never
 * sits in memory. Only what a backup holds is written: regular files with names of at most 255 bytes.
 * The reader takes only that back (no links, devices or directories; no absolute or `..` names) and fails
 * with a BackupError on anything else, including a file cut short.
 */

/** What a backup or restore refuses or fails on: a message for the person at the terminal. */
export class BackupError extends Error {}

const BLOCK = 512;
const notABackup = (why: string) => new BackupError(`This is not a backup made by npm run db:backup (${why}).`);

export type ArchiveEntry = { name: string; size: number; data: Buffer | (() => AsyncIterable<Uint8Array>) };

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, mtime: number): Buffer {
  const bytes = Buffer.from(name, "utf8");
  let prefix = Buffer.alloc(0);
  let rest = bytes;
  if (bytes.length > 100) {
    // ustar splits a long name at a slash: up to 155 bytes of directories, then up to 100 bytes of name.
    const slash = bytes.lastIndexOf(0x2f, 155);
    if (slash <= 0 || bytes.length - slash - 1 > 100) throw new BackupError(`A file name is too long for the backup: ${name}`);
    prefix = bytes.subarray(0, slash);
    rest = bytes.subarray(slash + 1);
  }
  const h = Buffer.alloc(BLOCK);
  rest.copy(h, 0);
  h.write(octal(0o644, 8), 100, "ascii");
  h.write(octal(0, 8), 108, "ascii");
  h.write(octal(0, 8), 116, "ascii");
  h.write(octal(size, 12), 124, "ascii");
  h.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  h.write("        ", 148, "ascii");
  h.write("0", 156, "ascii");
  h.write("ustar\0" + "00", 257, "ascii");
  prefix.copy(h, 345);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + " ", 148, "ascii");
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarOf(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>, mtime: number): AsyncGenerator<Uint8Array> {
  for await (const entry of entries) {
    yield header(entry.name, entry.size, mtime);
    let written = 0;
    for await (const chunk of Buffer.isBuffer(entry.data) ? [entry.data] : entry.data()) {
      written += chunk.length;
      if (written > entry.size) break;
      yield chunk;
    }
    if (written !== entry.size) throw new BackupError(`${entry.name} changed while it was being backed up (${written} bytes, expected ${entry.size}).`);
    yield padding(entry.size);
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Writes the entries, in order, to `file` as a .tar.gz. */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): Promise<void> {
  await pipeline(Readable.from(tarOf(entries, Date.now())), createGzip({ level: 6 }), createWriteStream(file, { flags: "wx" }));
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buf: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }
  private async more(): Promise<void> {
    const next = await this.source.next();
    if (next.done) throw notABackup("it ends too early");
    this.buf = this.buf.length > 0 ? Buffer.concat([this.buf, next.value]) : next.value;
  }
  async exactly(n: number): Promise<Buffer> {
    while (this.buf.length < n) await this.more();
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }
  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.buf.length === 0) await this.more();
      const part = this.buf.subarray(0, Math.min(left, this.buf.length));
      this.buf = this.buf.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }
}

const text = (h: Buffer, start: number, length: number) => {
  const field = h.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString("utf8");
};

/**
 * One ustar header: its name, data size and type ("0" a file, "5" a directory, ...); null for the
 * all-zero block that ends an archive. Throws a BackupError when the checksum or the magic is wrong.
 */
function parseHeader(h: Buffer): { name: string; size: number; type: string } | null {
  if (h.every((b) => b === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
  if (parseInt(text(h, 148, 8).trim(), 8) !== sum || text(h, 257, 5) !== "ustar") throw notABackup("a damaged header");
  const prefix = text(h, 345, 155);
  const size = parseInt(text(h, 124, 12).trim() || "0", 8);
  if (!Number.isSafeInteger(size) || size < 0) throw notABackup("a damaged header");
  return { name: prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100), size, type: h[156] === 0 ? "0" : String.fromCharCode(h[156]!) };
}

/** The names in a tar held in memory, checking that every header is whole and every entry's data present. */
export function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; ; ) {
    if (at + BLOCK > tar.length) throw notABackup("an archive inside it is cut short");
    const entry = parseHeader(tar.subarray(at, at + BLOCK));
    if (!entry) return names;
    names.push(entry.name);
    at += BLOCK + entry.size + padding(entry.size).length;
  }
}

/** A name a backup can hold: relative, slash-separated, no empty, `.` or `..` parts, no backslash or NUL. */
function isSafeName(name: string): boolean {
  return name.length > 0 && !name.startsWith("/") && !/[\\\0]/.test(name) && name.split("/").every((p) => p !== "" && p !== "." && p !== "..");
}

export type ReadEntry = { name: string; size: number; chunks: AsyncIterable<Buffer> };

/**
 * Calls `onEntry` for each file of the archive, in order (what it leaves of `chunks` unread is skipped).
 * Fails with a BackupError when the file is not a gzipped tar of regular files, or is cut short.
 */
export async function readArchive(file: string, onEntry: (entry: ReadEntry) => Promise<void>): Promise<void> {
  const handle = await open(file, "r");
  try {
    const magic = Buffer.alloc(2);
    await handle.read(magic, 0, 2, 0);
    if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw notABackup("it is not gzip-compressed");
  } finally {
    await handle.close();
  }
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (e) => gunzip.destroy(e));
  source.pipe(gunzip);
  const reader = new ByteReader(gunzip);
  try {
    for (;;) {
      const parsed = parseHeader(await reader.exactly(BLOCK));
      if (!parsed) return;
      const { name, size, type } = parsed;
      if (type !== "0" || !isSafeName(name)) throw notABackup(`an unexpected entry ${JSON.stringify(name).slice(0, 80)}`);
      let consumed = 0;
      const chunks = (async function* () {
        for await (const c of reader.chunks(size)) {
          consumed += c.length;
          yield c;
        }
      })();
      await onEntry({ name, size, chunks });
      for await (const c of reader.chunks(size - consumed)) void c; // what onEntry left unread
      await reader.exactly(padding(size).length);
    }
  } catch (e) {
    if (e instanceof BackupError) throw e;
    if ((e as { code?: string }).code?.startsWith("Z_")) throw notABackup("its compressed data is cut short or damaged");
    throw e;
  } finally {
    gunzip.destroy();
    source.destroy();
  }
}
