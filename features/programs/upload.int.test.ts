import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { GET as getOne } from "@/app/api/programs/[id]/route";
import { POST as upload } from "@/app/api/programs/[id]/image/route";
import { POST as create } from "@/app/api/programs/route";
import { GET as serve } from "@/app/api/uploads/[...key]/route";
import { createUploadToken } from "@/lib/session/upload-token";
import { setStorage } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { ADMIN_API_TOKEN, call, freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { icoImage, imageForm, isWebp, pngBomb, pngChunk, pngImage } from "@/tests/support/images";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "detox-uploads-"));
  setStorage(createLocalStorage(dir));
});
beforeEach(resetDb);
afterAll(async () => {
  setStorage(null);
  await rm(dir, { recursive: true, force: true });
  await closeDb();
});

async function newProgram() {
  const [row] = await insertPrograms([programRow()]);
  return { id: row!.id, token: await createUploadToken(row!.id) };
}

/** POST /api/programs/{id}/image as a browser would send it. */
async function send(id: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const req = new Request(`http://localhost:3000/api/programs/${id}/image`, {
    method: "POST",
    headers: { host: "localhost:3000", ...freshIp(), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const res = await upload(req, { params: Promise.resolve({ id }) });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith("{") ? JSON.parse(text) : undefined };
}

/** Fetches one of our local image URLs through the uploads route. */
async function fetchImage(url: string) {
  expect(url).toMatch(/^\/api\/uploads\/programs\/[0-9a-f-]{36}\/[0-9a-f]{32}\.webp$/);
  const key = url.replace("/api/uploads/", "").split("/");
  const res = await serve(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ key }) });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("POST /api/programs/{id}/image", () => {
  it("stores a real PNG as WebP, sets the program's imageUrl and serves it as image/webp", async () => {
    const { id, token } = await newProgram();
    const res = await send(id, imageForm(await pngImage(2400, 1200)), bearer(token));
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(["imageUrl"]);
    const { res: served, bytes } = await fetchImage(res.json.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(isWebp(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(1600); // resized to the maximum width, aspect kept
    expect(meta.height).toBe(800);
    expect(meta.exif).toBeUndefined();
    const program = await call(getOne, { params: { id } });
    expect(program.json.imageUrl).toBe(res.json.imageUrl);
  });

  it("works the whole way from POST /api/programs with the returned uploadToken", async () => {
    const created = await call(create, {
      headers: freshIp(),
      body: { name: "Upload Flow Clinic", phone: "(512) 555-0199", description: "Testing.", website: "https://flow.example", address: "1 Main St", city: "Austin", state: "TX", zipCode: "78701", programTypes: [] },
    });
    expect(created.status).toBe(201);
    const res = await send(created.json.id, imageForm(await pngImage()), bearer(created.json.uploadToken));
    expect(res.status).toBe(200);
  });

  it("refuses no token, another program's token, an expired token and a made-up token with 401", async () => {
    const a = await newProgram();
    const b = await newProgram();
    const png = await pngImage();
    const expired = await createUploadToken(a.id, Date.now() - 2 * 60 * 60 * 1000);
    for (const headers of [{}, bearer(b.token), bearer(expired), bearer("not.a.token"), { authorization: `Basic ${a.token}` }]) {
      const res = await send(a.id, imageForm(png), headers);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: "Authentication required" });
    }
    expect(existsSync(path.join(dir, "programs", a.id))).toBe(false); // nothing stored
    const program = await call(getOne, { params: { id: a.id } });
    expect(program.json.imageUrl).toBeNull();
  });

  it("lets an administrator upload for any program", async () => {
    const { id } = await newProgram();
    const res = await send(id, imageForm(await pngImage()), bearer(ADMIN_API_TOKEN));
    expect(res.status).toBe(200);
  });

  it("answers 404 for an unknown or malformed program id (as admin)", async () => {
    for (const id of ["11111111-1111-1111-1111-111111111111", "nope"]) {
      const res = await send(id, imageForm(await pngImage()), bearer(ADMIN_API_TOKEN));
      expect(res.status).toBe(404);
    }
  });

  it("refuses a text file named .png with 415", async () => {
    const { id, token } = await newProgram();
    const res = await send(id, imageForm(new TextEncoder().encode("just some text, not a picture\n"), "logo.png", "image/png"), bearer(token));
    expect(res.status).toBe(415);
    expect(res.json.error).toMatch(/JPG, PNG, GIF, WebP, SVG or ICO/);
  });

  it("refuses HTML dressed as an image and a JSON body with 415", async () => {
    const { id, token } = await newProgram();
    const html = await send(id, imageForm(new TextEncoder().encode("<html><script>alert(1)</script></html>"), "x.svg", "image/svg+xml"), bearer(token));
    expect(html.status).toBe(415);
    const json = await send(id, JSON.stringify({ image: "x" }), { ...bearer(token), "content-type": "application/json" });
    expect(json.status).toBe(415);
  });

  it("answers 400 without an image field", async () => {
    const { id, token } = await newProgram();
    const form = new FormData();
    form.append("picture", new Blob([new Uint8Array(await pngImage())]), "a.png");
    expect((await send(id, form, bearer(token))).status).toBe(400);
  });

  it("refuses 6 MB with 413, by Content-Length and by the bytes actually read", async () => {
    const { id, token } = await newProgram();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    // Without a Content-Length header (the body is streamed): the reader stops at the cap.
    const streamed = await send(id, imageForm(big), bearer(token));
    expect(streamed.status).toBe(413);
    // With an honest Content-Length: refused before reading.
    const encoded = new Response(imageForm(big));
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const declared = await send(id, bytes, { ...bearer(token), "content-type": encoded.headers.get("content-type")!, "content-length": String(bytes.length) });
    expect(declared.status).toBe(413);
    // With a lying Content-Length: the bytes read still count.
    const lying = await send(id, bytes, { ...bearer(token), "content-type": encoded.headers.get("content-type")!, "content-length": "1000" });
    expect(lying.status).toBe(413);
    expect(lying.json.error).toMatch(/5 MB/);
  });

  it("accepts a file of just under 5 MB", async () => {
    const { id, token } = await newProgram();
    // A PNG with a large ancillary chunk padding it to ~4.9 MB.
    const png = await pngImage();
    const padded = Buffer.concat([png.subarray(0, png.length - 12), ancillary(4.9 * 1024 * 1024), png.subarray(png.length - 12)]);
    const res = await send(id, imageForm(padded), bearer(token));
    expect(res.status).toBe(200);
  });

  it("stores an SVG with a script as a raster image; nothing it answers or serves contains SVG", async () => {
    const { id, token } = await newProgram();
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="alert(1)"><script>alert(document.cookie)</script><rect width="120" height="80" fill="#0f766e"/></svg>`;
    const res = await send(id, imageForm(new TextEncoder().encode(svg), "logo.svg", "image/svg+xml"), bearer(token));
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/svg|script/i);
    expect(res.json.imageUrl).toMatch(/\.webp$/);
    const { res: served, bytes } = await fetchImage(res.json.imageUrl);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(isWebp(bytes)).toBe(true);
    expect(Buffer.from(bytes).toString("latin1")).not.toMatch(/<svg|script/i);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
  });

  it("refuses an SVG with entity declarations (XML bombs) with 415", async () => {
    const { id, token } = await newProgram();
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>`;
    const res = await send(id, imageForm(new TextEncoder().encode(svg), "bomb.svg", "image/svg+xml"), bearer(token));
    expect(res.status).toBe(415);
  });

  it("converts an ICO to WebP", async () => {
    const { id, token } = await newProgram();
    const res = await send(id, imageForm(icoImage(32), "favicon.ico", "image/x-icon"), bearer(token));
    expect(res.status).toBe(200);
    const { bytes } = await fetchImage(res.json.imageUrl);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([32, 32]);
    expect([data[0], data[1], data[2]]).toEqual([15, 118, 110].map((v) => expect.closeTo(v, -1)));
  });

  it("refuses a 20000 x 20000 PNG bomb quickly with a 4xx, and keeps answering", async () => {
    const { id, token } = await newProgram();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    const res = await send(id, imageForm(bomb), bearer(token));
    expect(Date.now() - started).toBeLessThan(3000); // decoding it would take many seconds and over a gigabyte
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/dimensions/i);
    const after = await send(id, imageForm(await pngImage()), bearer(token));
    expect(after.status).toBe(200);
  });

  it("replaces the previous uploaded image and deletes its file", async () => {
    const { id, token } = await newProgram();
    const first = await send(id, imageForm(await pngImage()), bearer(token));
    const second = await send(id, imageForm(await pngImage(30, 30)), bearer(token));
    expect(second.json.imageUrl).not.toBe(first.json.imageUrl);
    expect((await fetchImage(first.json.imageUrl)).res.status).toBe(404);
    expect((await fetchImage(second.json.imageUrl)).res.status).toBe(200);
    expect(await readdir(path.join(dir, "programs", id))).toHaveLength(1);
  });

  it("never deletes another program's image that this program's imageUrl points at", async () => {
    const victim = await newProgram();
    const victimImage = (await send(victim.id, imageForm(await pngImage()), bearer(victim.token))).json.imageUrl as string;
    // The attacker's listing names the victim's object as its own image (imageUrl is public input).
    const [row] = await insertPrograms([programRow({ imageUrl: victimImage })]);
    const attacker = { id: row!.id, token: await createUploadToken(row!.id) };
    expect((await send(attacker.id, imageForm(await pngImage(30, 30)), bearer(attacker.token))).status).toBe(200);
    expect((await fetchImage(victimImage)).res.status).toBe(200);
    expect(await readdir(path.join(dir, "programs", victim.id))).toHaveLength(1);
  });

  it("rate limits uploads per client (20 an hour)", async () => {
    const { id, token } = await newProgram();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send(id, imageForm(new Uint8Array([1, 2, 3])), { ...bearer(token), ...ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 415)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("GET /api/uploads/{key}", () => {
  it.each([
    [["..", "..", "package.json"]],
    [["programs", "..", "..", "etc", "passwd"]],
    [["programs%2F..%2F..%2Fpackage.json"]],
    [["programs", "11111111-1111-1111-1111-111111111111", "../../x.webp"]],
    [["programs", "11111111-1111-1111-1111-111111111111", "0123456789abcdef0123456789abcdef.svg"]],
    [["programs", "11111111-1111-1111-1111-111111111111", "0123456789abcdef0123456789abcdef.webp"]],
  ])("answers 404 JSON for %j", async (key) => {
    const res = await serve(new Request("http://localhost:3000/api/uploads/x"), { params: Promise.resolve({ key }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Image not found" });
  });
});

/** A PNG text chunk of about `bytes` bytes, for padding a file to a size. */
function ancillary(bytes: number): Buffer {
  const data = Buffer.alloc(Math.floor(bytes), 0x61);
  data.write("Comment\0", 0, "latin1");
  return pngChunk("tEXt", data);
}
