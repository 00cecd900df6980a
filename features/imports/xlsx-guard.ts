import { inflateRawSync } from "node:zlib";
import { DomainError } from "@/lib/errors";

/**
 * Checks an .xlsx (a zip) before any spreadsheet library touches it: reads the zip's central directory
 * and refuses too many entries or too much declared uncompressed data, then inflates each entry with an
 * output cap equal to its declared size (ERR_BUFFER_TOO_LARGE beyond it), so a lying directory cannot smuggle a bomb past the check.
 * Zip64 archives are refused: a spreadsheet within our caps never needs them.
 * It also returns where each checked entry lies (its local header up to the end of what a streaming
 * reader consumes) and refuses an entry whose local header disagrees with the directory (name, method,
 * size), so a reader that walks local headers (ExcelJS's streaming reader) reads exactly the checked bytes.
 *
 * Why ours and not `yauzl` (checked against yauzl 3.4.0, index.js, readLocalFileHeader): yauzl checks a
 * local header's signature and bounds but not that its name, method and sizes agree with the central
 * directory, which is the property the streaming reader above depends on; and its API is asynchronous
 * while this check runs synchronously on a buffer already in memory.
 */
export type ZipLimits = { maxEntries: number; maxUncompressedBytes: number };

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const LOC_SIG = 0x04034b50;
const DESCRIPTOR_SIG = 0x08074b50;

const refuse = (why: string) => new DomainError("too-large", `This Excel file was refused: ${why}.`);
const corrupt = () => new DomainError("invalid", "This is not a readable .xlsx file. Save it again as .xlsx or CSV and upload it.");

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIG) return i;
  }
  return -1;
}

/** One checked entry: its bytes run from `start` (local header) to `end`; its data from `dataStart` to `dataEnd`. */
export type ZipEntry = { name: string; start: number; end: number; dataStart: number; dataEnd: number; deflated: boolean };
export type ZipSummary = { entries: number; uncompressedBytes: number; files: ZipEntry[] };

export function checkXlsxZip(buf: Buffer, limits: ZipLimits): ZipSummary {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOC_SIG) throw corrupt();
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) throw corrupt();
  const entries = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) throw refuse("zip64 archives are not accepted");
  if (entries > limits.maxEntries) throw refuse(`it holds ${entries} files, more than the ${limits.maxEntries} allowed`);
  if (dirOffset + dirSize > eocd) throw corrupt();

  let total = 0;
  let pos = dirOffset;
  const files: ZipEntry[] = [];
  for (let n = 0; n < entries; n++) {
    if (pos + 46 > eocd || buf.readUInt32LE(pos) !== CEN_SIG) throw corrupt();
    const flags = buf.readUInt16LE(pos + 8);
    const method = buf.readUInt16LE(pos + 10);
    const compressed = buf.readUInt32LE(pos + 20);
    const size = buf.readUInt32LE(pos + 24);
    const nameLen = buf.readUInt16LE(pos + 28);
    const extraLen = buf.readUInt16LE(pos + 30);
    const commentLen = buf.readUInt16LE(pos + 32);
    const local = buf.readUInt32LE(pos + 42);
    if (size === 0xffffffff || compressed === 0xffffffff || local === 0xffffffff) throw refuse("zip64 archives are not accepted");
    total += size;
    if (total > limits.maxUncompressedBytes) {
      throw refuse(`it unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB`);
    }
    if (method !== 0 && method !== 8) throw refuse("it uses an unsupported compression method");
    // The entry's data, after its local header.
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOC_SIG) throw corrupt();
    const localNameLen = buf.readUInt16LE(local + 26);
    const start = local + 30 + localNameLen + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw corrupt();
    if (method === 0 && compressed !== size) throw corrupt();
    const name = buf.subarray(pos + 46, pos + 46 + nameLen);
    if (buf.readUInt16LE(local + 8) !== method || !buf.subarray(local + 30, local + 30 + localNameLen).equals(name)) throw corrupt();
    const end = start + compressed + descriptorLength(buf, flags, local, start, compressed);
    if (method === 8 && size > 0) {
      try {
        // One byte more than declared: a longer output throws instead of growing.
        inflateRawSync(buf.subarray(start, start + compressed), { maxOutputLength: size + 1 });
      } catch (e) {
        if ((e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw refuse("a file inside unpacks to more than it declares");
        throw corrupt();
      }
    }
    files.push({ name: name.toString("utf8"), start: local, end, dataStart: start, dataEnd: start + compressed, deflated: method === 8 });
    pos += 46 + nameLen + extraLen + commentLen;
  }
  return { entries, uncompressedBytes: total, files };
}

/**
 * How many bytes after an entry's data a streaming reader consumes. When the local header gives the
 * compressed size, it must be the directory's, and the reader reads just that (a data descriptor after it,
 * if any, is left out of the stream). When it gives 0 (flag bit 3), the reader finds the end of the data by
 * the descriptor's signature: it must come right after the data and nowhere inside it.
 */
function descriptorLength(buf: Buffer, flags: number, local: number, start: number, compressed: number): number {
  const localCompressed = buf.readUInt32LE(local + 18);
  if ((flags & 0x08) === 0 || localCompressed !== 0) {
    if (localCompressed !== compressed) throw corrupt();
    return 0;
  }
  const end = start + compressed;
  if (end + 16 > buf.length || buf.readUInt32LE(end) !== DESCRIPTOR_SIG) throw corrupt();
  if (buf.subarray(start, end).indexOf(buf.subarray(end, end + 4)) >= 0) throw corrupt();
  return 16;
}
