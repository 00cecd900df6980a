import { deflateRawSync } from "node:zlib";

/**
 * One zip entry (deflated). `declaredSize` is the uncompressed size written in both headers (a lie when
 * it differs from the data); `localMethod` and `localName` let the local header disagree with the
 * central directory.
 */
export type ZipEntry = { name: string; data: Buffer; declaredSize?: number; localMethod?: number; localName?: string };

/** A minimal zip of these entries; `hidden` bytes follow each entry without being in the directory. */
export function zipOf(files: ZipEntry[], hidden?: Buffer): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const packed = deflateRawSync(f.data);
    const name = Buffer.from(f.name);
    const localName = Buffer.from(f.localName ?? f.name);
    const size = f.declaredSize ?? f.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(f.localMethod ?? 8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, packed, hidden ?? Buffer.alloc(0));
    centrals.push(central, name);
    offset += 30 + localName.length + packed.length + (hidden?.length ?? 0);
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
