import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { extract as tarExtract, pack as tarPack, type Pack } from "tar-stream";

/**
 * The backup file: a gzipped tar (ustar, written and read by tar-stream) streamed both ways, so a large database
 * dump never sits in memory. Only what a backup holds is written: regular files with names of at most 255 bytes,
 * in plain ustar headers. The reader takes only that back (no links, devices or directories; no absolute or `..`
 * names) and fails with a BackupError on anything else, including a file cut short.
 */

/** What a backup or restore refuses or fails on: a message for the person at the terminal. */
export class BackupError extends Error {}

const BLOCK = 512;
const notABackup = (why: string) => new BackupError(`This is not a backup made by npm run db:backup (${why}).`);
const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export type ArchiveEntry = { name: string; size: number; data: Buffer | (() => AsyncIterable<Uint8Array>) };

/**
 * ustar holds a name of up to 100 bytes, or one split at a slash into up to 155 bytes of directories and up to 100
 * bytes of name. tar-stream would write a longer one in a pax header instead; a backup refuses it, as before.
 */
function checkNameFits(name: string): void {
  const bytes = Buffer.byteLength(name, "utf8");
  if (bytes <= 100) return;
  const slash = Buffer.from(name, "utf8").lastIndexOf(0x2f, 155);
  if (slash <= 0 || bytes - slash - 1 > 100) throw new BackupError(`A file name is too long for the backup: ${name}`);
}

/** Waits until `sink` takes more, or fails when it is destroyed first. */
async function drained(sink: NodeJS.EventEmitter): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([
      once(sink, "drain", { signal: stop.signal }),
      once(sink, "close", { signal: stop.signal }).then(() => {
        throw new Error("The backup file stopped taking data.");
      }),
    ]);
  } finally {
    stop.abort();
  }
}

/** One entry into the tar: its header, then its bytes, which must be exactly `size` (a file may change meanwhile). */
async function packEntry(pack: Pack, entry: ArchiveEntry, mtime: Date): Promise<void> {
  checkNameFits(entry.name);
  let settle!: (e?: Error | null) => void;
  const done = new Promise<void>((resolve, reject) => (settle = (e) => (e ? reject(e) : resolve())));
  done.catch(() => undefined); // awaited below, unless the entry fails first: then the pack's failure is the one thrown
  const sink = pack.entry({ name: entry.name, size: entry.size, mode: 0o644, uid: 0, gid: 0, mtime, type: "file" }, settle);
  sink.on("error", () => undefined); // reported through `settle`
  let written = 0;
  for await (const chunk of Buffer.isBuffer(entry.data) ? [entry.data] : entry.data()) {
    written += chunk.length;
    if (written > entry.size) break;
    if (!sink.write(chunk)) await drained(sink as unknown as NodeJS.EventEmitter);
  }
  if (written !== entry.size) throw new BackupError(`${entry.name} changed while it was being backed up (${written} bytes, expected ${entry.size}).`);
  sink.end(null);
  await done;
}

/** Writes the entries, in order, to `file` as a .tar.gz. */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): Promise<void> {
  const pack = tarPack();
  const mtime = new Date();
  const written = pipeline(Readable.from(pack as AsyncIterable<unknown>), createGzip({ level: 6 }), createWriteStream(file, { flags: "wx", mode: 0o600 })).catch((e: unknown) => {
    pack.destroy(e instanceof Error ? e : new Error(String(e)));
    throw e;
  });
  const packed = (async () => {
    try {
      for await (const entry of entries) await packEntry(pack, entry, mtime);
      pack.finalize();
    } catch (e) {
      pack.destroy(e instanceof Error ? e : new Error(String(e)));
      throw e;
    }
  })();
  const [wrote, filled] = await Promise.allSettled([written, packed]);
  // The entries' own failure (a file that changed) says more than the stream it broke.
  if (filled.status === "rejected") throw filled.reason;
  if (wrote.status === "rejected") throw wrote.reason;
}

/** A name a backup can hold: relative, slash-separated, no empty, `.` or `..` parts, no backslash or NUL. */
function isSafeName(name: string): boolean {
  return name.length > 0 && !name.startsWith("/") && !/[\\\0]/.test(name) && name.split("/").every((p) => p !== "" && p !== "." && p !== "..");
}

/** tar-stream's own failures (a bad checksum or magic, data that stops inside an entry) as a BackupError. */
function tarError(e: Error, cutShort: string): BackupError {
  return notABackup(e.message === "Unexpected end of data" ? cutShort : "a damaged header");
}

/**
 * Follows a tar's bytes and entries: tar-stream takes a tar that stops right after an entry, and a backup refuses
 * one that does not end with a block of zeros after its last entry (what tar-stream reads after an entry, up to
 * the end, is more entries or blocks of zeros).
 */
function endOfArchive(cutShort: string) {
  let total = 0;
  let lastBlock = Buffer.alloc(0);
  let endOfEntries = 0;
  return {
    bytes(chunk: Buffer) {
      total += chunk.length;
      lastBlock = Buffer.concat([lastBlock, chunk.subarray(-BLOCK)]).subarray(-BLOCK);
    },
    entry(offset: number, size: number) {
      endOfEntries = offset + BLOCK + size + padding(size);
    },
    check() {
      if (total < endOfEntries + BLOCK || lastBlock.some((b) => b !== 0)) throw notABackup(cutShort);
    },
  };
}

/** The names in a tar held in memory, checking that every header is whole and every entry's data present. */
export async function tarNames(tar: Buffer): Promise<string[]> {
  const cutShort = "an archive inside it is cut short";
  const names: string[] = [];
  const end = endOfArchive(cutShort);
  end.bytes(tar);
  const extract = tarExtract();
  extract.end(tar);
  try {
    for await (const entry of extract) {
      names.push(entry.header.name);
      end.entry(entry.offset, entry.header.size);
      for await (const chunk of entry) void chunk;
    }
  } catch (e) {
    throw tarError(e as Error, cutShort);
  }
  end.check();
  return names;
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
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tarExtract();
  const tarFailures = new Set<Error>();
  extract.on("error", (e) => tarFailures.add(e));
  const end = endOfArchive("it ends too early");
  gunzip.on("data", (chunk: Buffer) => end.bytes(chunk));
  source.on("error", (e) => gunzip.destroy(e));
  gunzip.on("error", (e) => extract.destroy(e));
  source.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== "file" || !isSafeName(name)) throw notABackup(`an unexpected entry ${JSON.stringify(name).slice(0, 80)}`);
      end.entry(entry.offset, size);
      const reader = (entry as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      // onEntry may stop early (a `break`, a failed write): that must not end the entry's stream, which would end
      // the whole archive's; what it leaves is read past below.
      const chunks: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => ({ next: () => reader.next(), return: async () => ({ done: true, value: undefined }) }) };
      await onEntry({ name, size, chunks });
      while (!(await reader.next()).done);
    }
    end.check();
  } catch (e) {
    if (e instanceof BackupError) throw e;
    if ((e as { code?: string }).code?.startsWith("Z_")) throw notABackup("its compressed data is cut short or damaged");
    if (tarFailures.has(e as Error) && !(e as { code?: string }).code) throw tarError(e as Error, "it ends too early");
    throw e;
  } finally {
    extract.destroy();
    gunzip.destroy();
    source.destroy();
  }
}
