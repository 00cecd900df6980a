import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as adminHistory from "@/app/api/admin/programs/[id]/history/route";
import * as adminRevert from "@/app/api/admin/program-changes/[id]/revert/route";
import { POST as upload } from "@/app/api/programs/[id]/image/route";
import * as programRoute from "@/app/api/programs/[id]/route";
import { GET as serve } from "@/app/api/uploads/[...key]/route";
import { setStorage } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { imageForm, pngImage } from "@/tests/support/images";

/**
 * Security issue 29, item 6: replacing an image deletes the old object, so reverting an image change
 * would point the listing at a deleted object and orphan the newer one. Image changes are not revertable.
 */
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "detox-image-revert-"));
  setStorage(createLocalStorage(dir));
});
beforeEach(resetDb);
afterAll(async () => {
  setStorage(null);
  await rm(dir, { recursive: true, force: true });
  await closeDb();
});

type Change = { id: string; revertedBy: string | null; fields: { field: string; old: unknown; new: unknown }[] };

async function uploadAsAdmin(id: string, width = 40) {
  const req = new Request(`http://localhost:3000/api/programs/${id}/image`, { method: "POST", headers: { host: "localhost:3000", ...freshIp(), ...adminBearer }, body: imageForm(await pngImage(width, width)) });
  const res = await upload(req, { params: Promise.resolve({ id }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

async function serves(url: string) {
  const key = url.replace("/api/uploads/", "").split("/");
  return (await serve(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ key }) })).status;
}

const changes = async (id: string) => (await call(adminHistory.GET, { params: { id }, headers: adminBearer })).json.changes as Change[];
const revert = (id: string) => call(adminRevert.POST, { params: { id }, method: "POST", headers: adminBearer, body: { reason: "Test revert" } });

describe("reverting an image change", () => {
  it("is refused with a plain 409: the listing keeps the image it has, and nothing is orphaned", async () => {
    const [row] = await insertPrograms([programRow()]);
    const id = row!.id;
    const a = await uploadAsAdmin(id);
    const b = await uploadAsAdmin(id, 30);
    const imageChange = (await changes(id)).find((c) => c.fields.some((f) => f.field === "imageUrl" && f.old === a && f.new === b))!;
    expect(imageChange).toBeDefined();

    const res = await revert(imageChange.id);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: "Image changes cannot be reverted. Upload the image again instead." });

    const program = await call(programRoute.GET, { params: { id } });
    expect(program.json.imageUrl).toBe(b);
    expect(await serves(b)).toBe(200);
    expect(await readdir(path.join(dir, "programs", id))).toHaveLength(1);
    expect((await changes(id)).find((c) => c.id === imageChange.id)!.revertedBy).toBeNull();
  });

  it("refuses the first upload's change too (reverting it would orphan the stored image)", async () => {
    const [row] = await insertPrograms([programRow({ imageUrl: null })]);
    const url = await uploadAsAdmin(row!.id);
    const [first] = await changes(row!.id);
    expect(first!.fields).toEqual([{ field: "imageUrl", old: null, new: url }]);
    expect((await revert(first!.id)).status).toBe(409);
    expect((await call(programRoute.GET, { params: { id: row!.id } })).json.imageUrl).toBe(url);
  });

  it("refuses an edit that changed the image with other fields, and still reverts edits without it", async () => {
    const [row] = await insertPrograms([programRow({ imageUrl: null, phone: "(512) 555-0100" })]);
    const id = row!.id;
    const put = (body: Record<string, unknown>) => call(programRoute.PUT, { params: { id }, method: "PUT", body, headers: adminBearer });
    expect((await put({ phone: "(512) 555-0101", imageUrl: "https://img.example/logo.png" })).status).toBe(200);
    const [mixed] = await changes(id);
    const refused = await revert(mixed!.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("Image changes cannot be reverted. Upload the image again instead.");

    expect((await put({ phone: "(512) 555-0102" })).status).toBe(200);
    const [phoneOnly] = await changes(id);
    expect((await revert(phoneOnly!.id)).status).toBe(201);
    expect((await call(programRoute.GET, { params: { id } })).json.phone).toBe("(512) 555-0101");
  });
});
