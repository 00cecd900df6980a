import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as imagesRoute from "@/app/api/programs/update-images/route";
import { detoxPrograms } from "@/db/schema";
import { storeImage as pipelineStore } from "@/features/jobs/store-image";
import { imageCandidates, updateImages, updateImagesInputSchema } from "@/features/jobs/update-images";
import { setStorage } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { bytes, html, huge, icoWithPng, providerPage, redirect, slow, startFixture, type Fixture } from "@/tests/fixtures/sites/server";

let good: Fixture; // serves a real /favicon.ico
let bad: Fixture; // its /favicon.ico is HTML, so every failure below is final
let bystander: Fixture;
let png: Buffer;
let bigPng: Buffer;
let uploads: string;
const stored: { programId: string; bytes: Buffer }[] = [];

// The real image pipeline (re-encoded WebP on local disk in a temporary directory), with a record of its input.
const storeImage = async (program: { id: string; imageUrl: string | null }, data: Buffer) => {
  stored.push({ programId: program.id, bytes: data });
  return pipelineStore(program, data);
};

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else out.push(full);
    }
  };
  await walk(uploads);
  return out;
}

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "detox-job-images-"));
  setStorage(createLocalStorage(uploads));
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } }).png().toBuffer();
  bigPng = await sharp({ create: { width: 180, height: 180, channels: 3, background: "#134e4a" } }).png().toBuffer();
  const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;
  bystander = await startFixture({}, html("never"));
  good = await startFixture({
    "/og/": html(providerPage({ title: "OG Clinic", head: `<meta property="og:image" content="/og/share.png"><link rel="icon" href="/og/tiny.png">` })),
    "/og/share.png": bytes(png, "image/png"),
    "/icons/": html(providerPage({ title: "Icon Clinic", head: `<link rel="icon" href="small.png" sizes="16x16"><link rel="apple-touch-icon" href="touch.png" sizes="180x180"><link rel="stylesheet" href="x.css">` })),
    "/icons/touch.png": bytes(bigPng, "image/png"),
    "/icons/small.png": bytes(png, "image/png"),
    "/plain/": html(providerPage({ title: "Plain Clinic" })),
    "/favicon.ico": bytes(icoWithPng(png), "image/x-icon"),
  });
  bad = await startFixture({
    "/svg/": html(providerPage({ title: "SVG Clinic", head: `<link rel="icon" href="/svg/icon.png">` })),
    "/svg/icon.png": bytes(svg, "image/png"),
    "/html-icon/": html(providerPage({ title: "HTML Icon Clinic", head: `<meta property="og:image" content="/html-icon/share.jpg">` })),
    "/html-icon/share.jpg": bytes("<!doctype html><html><body>Not found</body></html>", "image/jpeg"),
    "/trap/": html(providerPage({ title: "Trap Clinic", head: `<meta property="og:image" content="/trap/go"><link rel="icon" href="http://169.254.169.254/icon.png">` })),
    "/trap/go": redirect(`${bystander.base}/icon.png`),
    "/slow-icon/": html(providerPage({ title: "Slow Icon Clinic", head: `<link rel="icon" href="/slow-icon/icon.png">` })),
    "/slow-icon/icon.png": slow(3000),
    "/big-icon/": html(providerPage({ title: "Big Icon Clinic", head: `<link rel="icon" href="/big-icon/icon.png">` })),
    "/big-icon/icon.png": huge(6 * 1024 * 1024, "image/png"),
    "/moved/": redirect("http://10.0.0.1/"),
    "/mapped/": redirect(`http://[::ffff:127.0.0.1]:${new URL(bystander.base).port}/`),
    "/favicon.ico": html("<!doctype html><html><title>404</title></html>", 200, "image/x-icon"),
  });
  process.env.OUTSIDE_FETCH_ALLOW = `${good.host},${bad.host}`;
});
afterAll(async () => {
  setStorage(null);
  await rm(uploads, { recursive: true, force: true });
  delete process.env.OUTSIDE_FETCH_ALLOW;
  await Promise.all([good.close(), bad.close(), bystander.close()]);
  await closeDb();
});

async function seed() {
  await resetDb();
  await rm(uploads, { recursive: true, force: true });
  stored.length = 0;
  return insertPrograms([
    programRow({ name: "OG Clinic", website: `${good.base}/og/` }),
    programRow({ name: "Icon Clinic", website: `${good.base}/icons/` }),
    programRow({ name: "Plain Clinic", website: `${good.base}/plain/` }),
    programRow({ name: "SVG Clinic", website: `${bad.base}/svg/` }),
    programRow({ name: "HTML Icon Clinic", website: `${bad.base}/html-icon/` }),
    programRow({ name: "Trap Clinic", website: `${bad.base}/trap/` }),
    programRow({ name: "Slow Icon Clinic", website: `${bad.base}/slow-icon/` }),
    programRow({ name: "Big Icon Clinic", website: `${bad.base}/big-icon/` }),
    programRow({ name: "Moved Clinic", website: `${bad.base}/moved/` }),
    programRow({ name: "Mapped Clinic", website: `${bad.base}/mapped/` }),
    programRow({ name: "Has Image", website: `${good.base}/og/`, imageUrl: "/uploads/old.webp" }),
    programRow({ name: "No Website", website: null }),
  ]);
}

const input = (over: Record<string, string> = {}) => updateImagesInputSchema.parse({ limit: "50", ...over });
const images = async () => Object.fromEntries((await (await getDb()).select().from(detoxPrograms)).map((p) => [p.name, p.imageUrl]));

it("orders candidates: Open Graph image, icons largest first, then /favicon.ico", () => {
  const page = `<meta content="https://cdn.example/og.jpg" property="og:image"><link rel="icon" href="/a.png" sizes="32x32"><link rel="shortcut icon" href="/b.ico"><link rel="apple-touch-icon" href="/c.png"><link rel="icon" href="javascript:alert(1)">`;
  expect(imageCandidates(page, "https://clinic.example/home/")).toEqual([
    "https://cdn.example/og.jpg",
    "https://clinic.example/c.png",
    "https://clinic.example/a.png",
    "https://clinic.example/b.ico",
    "https://clinic.example/favicon.ico",
  ]);
});

describe("updateImages against local fixture sites", () => {
  it("stores Open Graph images and icons, and refuses SVG, HTML, traps, slow and oversized answers", async () => {
    await seed();
    const result = await updateImages(input(), { storeImage, timeoutMs: 800 });
    expect(result).toMatchObject({ dryRun: false, force: false, checked: 10, updated: 3, failed: 7, wouldUpdate: 0 });
    const by = (name: string) => result.results.find((r) => r.name === name)!;
    expect(by("OG Clinic").source).toBe(`${good.base}/og/share.png`);
    expect(by("Icon Clinic").source).toBe(`${good.base}/icons/touch.png`);
    expect(by("Plain Clinic").source).toBe(`${good.base}/favicon.ico`);
    expect(by("SVG Clinic").error).toContain("SVG refused");
    expect(by("HTML Icon Clinic").error).toContain("HTML is not an image");
    expect(by("Trap Clinic").error).toContain("blocked-address");
    expect(by("Slow Icon Clinic").error).toContain("timeout");
    expect(by("Big Icon Clinic").error).toContain("too-large");
    expect(by("Moved Clinic").error).toBe("website: blocked-address");
    expect(by("Mapped Clinic").error).toBe("website: blocked-address");
    expect(bystander.connections).toBe(0);

    // PNG and ICO went in; only re-encoded WebP came out, one file per updated program.
    expect(stored.map((s) => s.bytes.subarray(0, 4).toString("hex"))).toEqual(expect.arrayContaining(["89504e47", "00000100"]));
    const files = await storedFiles();
    expect(files).toHaveLength(3);
    for (const file of files) {
      const head = await readFile(file);
      expect(head.subarray(0, 4).toString("ascii")).toBe("RIFF");
      expect(head.subarray(8, 12).toString("ascii")).toBe("WEBP");
    }
    const saved = await images();
    expect(saved["OG Clinic"]).toMatch(/^\/api\/uploads\/programs\/.+\.webp$/);
    expect((await sharp(files[0]!).metadata()).format).toBe("webp");
    expect(saved["SVG Clinic"]).toBeNull();
    expect(saved["Has Image"]).toBe("/uploads/old.webp");
  });

  it("a dry run fetches and checks but stores and saves nothing", async () => {
    await seed();
    const before = await images();
    const result = await updateImages(input({ dryRun: "true" }), { storeImage, timeoutMs: 800 });
    expect(result).toMatchObject({ dryRun: true, checked: 10, updated: 0, wouldUpdate: 3, failed: 7 });
    expect(stored).toHaveLength(0);
    expect(await storedFiles()).toHaveLength(0);
    expect(await images()).toEqual(before);
  });

  it("force also replaces existing images, and drops the replaced copy we stored", async () => {
    await seed();
    await updateImages(input({ limit: "50" }), { storeImage, timeoutMs: 800 });
    const first = (await images())["OG Clinic"]!;
    expect(await updateImages(input({ limit: "50" }), { storeImage, timeoutMs: 800 })).toMatchObject({ checked: 7, updated: 0 });
    const result = await updateImages(input({ force: "true", limit: "50" }), { storeImage, timeoutMs: 800 });
    expect(result.checked).toBe(11);
    const after = await images();
    expect(after["Has Image"]).toMatch(/^\/api\/uploads\/programs\/.+\.webp$/);
    expect(after["OG Clinic"]).not.toBe(first);
    const files = (await storedFiles()).map((f) => f.split(path.sep).slice(-3).join("/"));
    expect(files).toHaveLength(4);
    expect(files).not.toContain(first.replace("/api/uploads/", ""));
  });
});

describe("POST /api/programs/update-images", () => {
  it("is admin-only and validates its query", async () => {
    expect((await call(imagesRoute.POST, { method: "POST", query: { limit: "10" } })).status).toBe(401);
    for (const query of [{ limit: "0" }, { limit: "201" }, { force: "yes" }, { maxConcurrent: "0" }]) {
      expect((await call(imagesRoute.POST, { method: "POST", query, headers: adminBearer })).status).toBe(400);
    }
  });

  it("answers updated and failed for a dry run", async () => {
    await resetDb();
    await insertPrograms([
      programRow({ name: "OG Clinic", website: `${good.base}/og/` }),
      programRow({ name: "Icon Clinic", website: `${good.base}/icons/` }),
      programRow({ name: "Plain Clinic", website: `${good.base}/plain/` }),
    ]);
    const res = await call(imagesRoute.POST, { method: "POST", query: { limit: "3", dryRun: "true" }, headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ updated: 0, failed: 0, wouldUpdate: 3, checked: 3 });
  });
});
