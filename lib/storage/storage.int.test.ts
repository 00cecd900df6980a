import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { storageFromEnv } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import type { ImageStorage } from "@/lib/storage/types";
import { parseEnv } from "@/lib/env";

const KEY = "programs/0f0e0d0c-0b0a-4908-8706-050403020100/00112233445566778899aabbccddeeff.webp";
const BYTES = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31 + 7) % 256));

/** The contract both backends keep. */
async function roundTrip(storage: ImageStorage) {
  expect(await storage.get(KEY)).toBeNull();
  await storage.put(KEY, BYTES, "image/webp");
  expect(Buffer.compare((await storage.get(KEY))!, BYTES)).toBe(0);
  expect(storage.keyFromUrl(storage.publicUrl(KEY))).toBe(KEY);
  expect(storage.keyFromUrl("https://elsewhere.example/" + KEY)).toBeNull();
  await storage.delete(KEY);
  expect(await storage.get(KEY)).toBeNull();
  await storage.delete(KEY); // deleting again is fine
}

describe("local disk storage", () => {
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(path.join(tmpdir(), "detox-local-"))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("puts, reads back identical bytes, gives a site path and deletes", async () => {
    const storage = createLocalStorage(dir);
    expect(storage.publicUrl(KEY)).toBe(`/api/uploads/${KEY}`);
    await storage.put(KEY, BYTES, "image/webp");
    expect(Buffer.compare(await readFile(path.join(dir, KEY)), BYTES)).toBe(0);
    await storage.delete(KEY);
    await roundTrip(storage);
  });

  it.each(["../x.webp", "programs/../../etc/passwd", "/etc/passwd", "programs\\x.webp", KEY.replace(".webp", ".svg"), `${KEY}\u0000`])(
    "refuses the key %j",
    async (key) => {
      const storage = createLocalStorage(dir);
      await expect(storage.put(key, BYTES, "image/webp")).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    },
  );
});

describe("S3 storage against a real S3-protocol server (s3rver on 127.0.0.1)", () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  const bucket = "detox-test-images";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "detox-s3rver-"));
    const port = await freePort();
    server = new S3rver({ address: "127.0.0.1", port, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const s3 = (over: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
    createS3Storage({ bucket, region: "us-east-1", endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true, ...over });

  it("puts, serves the object at its public URL with identical bytes, and deletes it", async () => {
    const storage = s3();
    expect(storage.kind).toBe("s3");
    await storage.put(KEY, BYTES, "image/webp");
    const url = storage.publicUrl(KEY);
    expect(url).toBe(`${endpoint}/${bucket}/${KEY}`);

    const res = await fetch(url); // anonymous GET over HTTP, as a browser loads the image
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), BYTES)).toBe(0);
    expect(Buffer.compare((await storage.get(KEY))!, BYTES)).toBe(0);

    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    expect((await fetch(url)).status).toBe(404);
  });

  it("keeps the storage contract (missing objects, repeated deletes, URL round trip)", async () => {
    await roundTrip(s3());
  });

  it("uses S3_PUBLIC_URL (a CDN) for public URLs when set", async () => {
    const storage = s3({ publicUrl: "https://cdn.example.com/images/" });
    expect(storage.publicUrl(KEY)).toBe(`https://cdn.example.com/images/${KEY}`);
    expect(storage.keyFromUrl(`https://cdn.example.com/images/${KEY}`)).toBe(KEY);
  });

  it("is chosen from the environment when S3_BUCKET is set, and writes nothing to UPLOAD_DIR", async () => {
    const uploadDir = path.join(dir, "must-stay-empty");
    const e = parseEnv({
      S3_BUCKET: bucket,
      S3_ENDPOINT: `${endpoint}/`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      UPLOAD_DIR: uploadDir,
    });
    const storage = storageFromEnv(e);
    expect(storage.kind).toBe("s3");
    await storage.put(KEY, BYTES, "image/webp");
    expect(storage.publicUrl(KEY)).toBe(`${endpoint}/${bucket}/${KEY}`);
    await expect(readFile(path.join(uploadDir, KEY))).rejects.toThrow(/ENOENT/);
    await storage.delete(KEY);
  });
});

describe("storage configuration", () => {
  it("defaults to the local disk under .data/uploads", () => {
    const e = parseEnv({});
    expect(e.UPLOAD_DIR).toBe(".data/uploads");
    expect(storageFromEnv(e).kind).toBe("local");
    // Empty values, as a copied .env.example leaves them, mean "unset".
    const blank = parseEnv({ UPLOAD_DIR: "", S3_BUCKET: "", S3_ENDPOINT: "", S3_REGION: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "", S3_PUBLIC_URL: "", S3_FORCE_PATH_STYLE: "" });
    expect(blank).toMatchObject({ UPLOAD_DIR: ".data/uploads", S3_BUCKET: undefined, S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
  });

  it.each([
    [{ S3_BUCKET: "Not_A_Bucket" }, "S3_BUCKET"],
    [{ S3_BUCKET: "ok-bucket", S3_ENDPOINT: "ftp://x" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "ok-bucket", S3_PUBLIC_URL: "not a url" }, "S3_PUBLIC_URL"],
    [{ S3_BUCKET: "ok-bucket", S3_ACCESS_KEY_ID: "only-the-id" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
  ])("refuses %j naming %s", (vars, name) => {
    expect(() => parseEnv(vars)).toThrow(name);
  });
});

/** The first free port of 3250-3259 (the range set aside for test S3 servers) on 127.0.0.1. */
async function freePort(): Promise<number> {
  for (let port = 3250; port <= 3259; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("No free port in 3250-3259 for the test S3 server");
}
