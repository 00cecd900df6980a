/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import { pack as tarPack, type Header } from "tar-stream";
import { BackupError, readArchive, tarNames, writeArchive, type ArchiveEntry } from "./archive";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "detox-archive-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every entry of `file` with its bytes, as readArchive gives them. */
async function readAll(file: string): Promise<{ name: string; size: number; data: string }[]> {
  const out: { name: string; size: number; data: string }[] = [];
  await readArchive(file, async (entry) => {
    const parts: Buffer[] = [];
    for await (const c of entry.chunks) parts.push(c);
    out.push({ name: entry.name, size: entry.size, data: Buffer.concat(parts).toString("utf8") });
  });
  return out;
}

/** A tar built with tar-stream from raw headers (anything a hostile file may hold), gzipped. */
async function hostileTar(entries: { header: Partial<Header> & { name: string }; body?: string }[], { end = true } = {}): Promise<Buffer> {
  const pack = tarPack();
  for (const { header, body } of entries) pack.entry({ ...header }, body ?? "");
  pack.finalize();
  const parts: Buffer[] = [];
  for await (const c of pack as AsyncIterable<Buffer>) parts.push(c);
  const tar = Buffer.concat(parts);
  return end ? tar : tar.subarray(0, tar.length - 1024); // without the two blocks of zeros that end an archive
}

async function outcome(file: string): Promise<string> {
  return readAll(file).then(
    () => "read",
    (e: unknown) => (e instanceof BackupError ? e.message : `not a BackupError: ${String(e)}`),
  );
}

const manifest = { header: { name: "manifest.json" }, body: "{}" };
const LONG = `uploads/${"a".repeat(60)}/${"b".repeat(60)}.webp`; // over 100 bytes: split into ustar's prefix and name

describe("writeArchive and readArchive", () => {
  it("give back every file, streamed or held, with long names and empty files, in order", async () => {
    const file = path.join(dir, "round-trip.tar.gz");
    const big = "0123456789".repeat(100_000); // a million bytes in chunks, as a database dump is streamed
    const entries: ArchiveEntry[] = [
      { name: "manifest.json", size: 2, data: Buffer.from("{}") },
      { name: "database/postgres.dump", size: big.length, data: () => Readable.from([big.slice(0, 300_000), big.slice(300_000)].map((s) => Buffer.from(s))) },
      { name: LONG, size: 3, data: Buffer.from("img") },
      { name: "uploads/empty", size: 0, data: Buffer.alloc(0) },
    ];
    await writeArchive(file, entries);
    expect(await readAll(file)).toEqual([
      { name: "manifest.json", size: 2, data: "{}" },
      { name: "database/postgres.dump", size: big.length, data: big },
      { name: LONG, size: 3, data: "img" },
      { name: "uploads/empty", size: 0, data: "" },
    ]);
    // Plain ustar headers (no pax or GNU extension header first), as the hand-made reader before tar-stream read.
    const tar = gunzipSync(await readFile(file));
    expect([String.fromCharCode(tar[156]!), tar.subarray(257, 265).toString("latin1")]).toEqual(["0", "ustar\u000000"]);
    expect(await tarNames(tar)).toEqual(entries.map((e) => e.name));
  });

  it("reads an archive written by the hand-made writer that came before tar-stream", async () => {
    const file = path.join(process.cwd(), "tests", "fixtures", "backups", "before-tar-stream.tar.gz");
    expect(await readAll(file)).toEqual([
      { name: "manifest.json", size: 17, data: '{"written":"old"}' },
      { name: LONG, size: 700, data: "x".repeat(700) },
      { name: "uploads/empty.txt", size: 0, data: "" },
    ]);
  });

  it("skips what a reader leaves unread of an entry", async () => {
    const file = path.join(dir, "partial.tar.gz");
    const big = Buffer.alloc(200_000, 7);
    await writeArchive(file, [
      { name: "a", size: big.length, data: () => Readable.from([big.subarray(0, 1000), big.subarray(1000)]) },
      { name: "b", size: 1, data: Buffer.from("b") },
    ]);
    const seen: string[] = [];
    await readArchive(file, async (entry) => {
      seen.push(entry.name);
      for await (const c of entry.chunks) if (c.length > 0) break;
    });
    expect(seen).toEqual(["a", "b"]);
  });

  it("refuses to write a name ustar cannot hold, and a file whose size changed while it was read", async () => {
    await expect(writeArchive(path.join(dir, "long.tar.gz"), [{ name: "x".repeat(101), size: 0, data: Buffer.alloc(0) }])).rejects.toThrow(
      new BackupError(`A file name is too long for the backup: ${"x".repeat(101)}`),
    );
    for (const [label, chunks] of [["grew", ["abc", "def"]], ["shrank", ["ab"]]] as const) {
      await expect(
        writeArchive(path.join(dir, `${label}.tar.gz`), [{ name: "database/postgres.dump", size: 4, data: () => Readable.from(chunks.map((s) => Buffer.from(s))) }]),
      ).rejects.toThrow(/database\/postgres\.dump changed while it was being backed up \(\d+ bytes, expected 4\)/);
    }
  });
});

describe("readArchive refuses a hostile or broken archive", () => {
  const cases: Record<string, [() => Promise<Buffer>, RegExp]> = {
    "a symbolic link": [() => hostileTar([manifest, { header: { name: "uploads/link", type: "symlink", linkname: "/etc/passwd" } }]), /an unexpected entry "uploads\/link"/],
    "a hard link": [() => hostileTar([manifest, { header: { name: "uploads/hard", type: "link", linkname: "manifest.json" } }]), /an unexpected entry "uploads\/hard"/],
    "a directory": [() => hostileTar([manifest, { header: { name: "uploads/dir", type: "directory" } }]), /an unexpected entry "uploads\/dir\/?"/],
    "a device": [() => hostileTar([manifest, { header: { name: "uploads/dev", type: "character-device" } }]), /an unexpected entry "uploads\/dev"/],
    "a ../ path": [() => hostileTar([manifest, { header: { name: "../x" }, body: "x" }]), /an unexpected entry "\.\.\/x"/],
    "a ../ inside a path": [() => hostileTar([manifest, { header: { name: "uploads/../../x" }, body: "x" }]), /an unexpected entry "uploads\/\.\.\/\.\.\/x"/],
    "an absolute path": [() => hostileTar([manifest, { header: { name: "/etc/cron.d/x" }, body: "x" }]), /an unexpected entry "\/etc\/cron\.d\/x"/],
    "a ./ or empty part": [() => hostileTar([manifest, { header: { name: "uploads/./a//b" }, body: "x" }]), /an unexpected entry "uploads\/\.\/a\/\/b"/],
    "a backslash": [() => hostileTar([manifest, { header: { name: "uploads\\..\\x" }, body: "x" }]), /an unexpected entry/],
    "a pax header that renames a file to ../x": [
      () => hostileTar([manifest, { header: { name: "uploads/harmless", pax: { path: "../x" } }, body: "x" }]),
      /an unexpected entry "\.\.\/x"/,
    ],
    "an archive without its end": [() => hostileTar([manifest, { header: { name: "uploads/a" }, body: "a" }], { end: false }), /\(it ends too early\)/],
    "an archive cut inside a file": [async () => (await hostileTar([manifest, { header: { name: "uploads/a" }, body: "a".repeat(5000) }])).subarray(0, 2048), /\(it ends too early\)/],
    "a damaged header": [
      async () => {
        const tar = await hostileTar([manifest]);
        tar[0] = "M".charCodeAt(0); // the checksum no longer matches
        return tar;
      },
      /\(a damaged header\)/,
    ],
    "a tar that is not gzipped": [() => hostileTar([manifest]), /\(it is not gzip-compressed\)/],
  };

  it.each(Object.keys(cases))("%s", async (what) => {
    const [build, message] = cases[what]!;
    const file = path.join(dir, "hostile.tar.gz");
    const tar = await build();
    await writeFile(file, what === "a tar that is not gzipped" ? tar : gzipSync(tar));
    expect(await outcome(file)).toMatch(message);
  });

  it("tarNames refuses a tar cut short", async () => {
    const tar = await hostileTar([manifest, { header: { name: "/PG_VERSION" }, body: "17\n".repeat(400) }]);
    expect(await tarNames(tar)).toEqual(["manifest.json", "/PG_VERSION"]);
    await expect(tarNames(tar.subarray(0, 1024))).rejects.toThrow(/an archive inside it is cut short/);
    await expect(tarNames(tar.subarray(0, 1600))).rejects.toThrow(/an archive inside it is cut short/);
  });
});
