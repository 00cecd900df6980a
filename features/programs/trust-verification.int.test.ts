import { sql } from "drizzle-orm";
import { GET as list, POST as create } from "@/app/api/programs/route";
import { GET as search } from "@/app/api/programs/search/route";
import { GET as getOne, PUT as update } from "@/app/api/programs/[id]/route";
import { renderSitemap } from "@/features/places/sitemap";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

const SITE = "http://localhost:3000";
const verifiedAt = new Date("2026-02-03T10:00:00Z");
let ids: Record<string, string> = {};

beforeAll(async () => {
  await resetDb();
  const rows = await insertPrograms([
    programRow({ name: "Checked Austin", city: "Austin", state: "TX", isVerified: true, verifiedAt, verificationMethod: "npi", npiNumber: "1234567893", source: "npi", sourceId: "1234567893" }),
    programRow({ name: "Team Checked Dallas", city: "Dallas", state: "TX", zipCode: "75201", isVerified: true, verifiedAt, verificationMethod: "admin", source: "csv" }),
    programRow({ name: "Unchecked Austin", city: "Austin", state: "TX", source: "csv" }),
    programRow({ name: "Owner Austin", city: "Austin", state: "TX", source: "owner" }),
  ]);
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(closeDb);

const names = (json: { name: string }[]) => json.map((p) => p.name).sort();

describe("provenance in the program JSON", () => {
  it("carries source, timestamps and the verification record on every program", async () => {
    const res = await call(getOne, { params: { id: ids["Checked Austin"]! } });
    expect(res.json).toMatchObject({ source: "npi", isVerified: true, verificationMethod: "npi", npiNumber: "1234567893", verifiedAt: verifiedAt.toISOString() });
    expect(Date.parse(res.json.createdAt)).not.toBeNaN();
    expect(Date.parse(res.json.updatedAt)).not.toBeNaN();
    const plain = await call(getOne, { params: { id: ids["Unchecked Austin"]! } });
    expect(plain.json).toMatchObject({ isVerified: false, verifiedAt: null, verificationMethod: null, npiNumber: null });
  });

  it("refuses a verified flag without a verification in the database itself", async () => {
    const db = await getDb();
    await expect(db.execute(sql`update detox_programs set is_verified = true where name = 'Unchecked Austin'`)).rejects.toThrow();
  });
});

describe("verified=true", () => {
  it("keeps only verified listings in the list, with the total", async () => {
    const res = await call(list, { query: { verified: "true" } });
    expect(names(res.json)).toEqual(["Checked Austin", "Team Checked Dallas"]);
    expect(res.headers.get("x-total-count")).toBe("2");
    expect((await call(list, { query: { verified: "false" } })).json).toHaveLength(4);
    expect((await call(list)).json).toHaveLength(4);
  });

  it("keeps only verified listings in search", async () => {
    expect(names((await call(search, { query: { q: "Austin" } })).json)).toEqual(["Checked Austin", "Owner Austin", "Unchecked Austin"]);
    const res = await call(search, { query: { q: "Austin", verified: "true" } });
    expect(names(res.json)).toEqual(["Checked Austin"]);
    expect(res.headers.get("x-total-count")).toBe("1");
  });

  it("refuses anything but true or false", async () => {
    for (const v of ["yes", "1", ""]) {
      const res = await call(list, { query: { verified: v } });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("verified must be true or false");
    }
  });
});

describe("admin verify and un-verify (PUT /api/programs/{id})", () => {
  it("verifies by our team with today's date, then removes the verification", async () => {
    const id = ids["Unchecked Austin"]!;
    const before = Date.now();
    const on = await call(update, { method: "PUT", params: { id }, body: { isVerified: true }, headers: adminBearer });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ isVerified: true, verificationMethod: "admin" });
    expect(Date.parse(on.json.verifiedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(names((await call(list, { query: { verified: "true" } })).json)).toContain("Unchecked Austin");

    const off = await call(update, { method: "PUT", params: { id }, body: { isVerified: false }, headers: adminBearer });
    expect(off.json).toMatchObject({ isVerified: false, verificationMethod: null, verifiedAt: null });
  });

  it("keeps an NPI verification when ticked again, and removes it when the NPI number changes", async () => {
    const id = ids["Checked Austin"]!;
    const same = await call(update, { method: "PUT", params: { id }, body: { isVerified: true, name: "Checked Austin" }, headers: adminBearer });
    expect(same.json).toMatchObject({ verificationMethod: "npi", verifiedAt: verifiedAt.toISOString() });
    const changed = await call(update, { method: "PUT", params: { id }, body: { npiNumber: "1245319599" }, headers: adminBearer });
    expect(changed.json).toMatchObject({ npiNumber: "1245319599", isVerified: false, verificationMethod: null });
  });

  it("validates the NPI check digit", async () => {
    const res = await call(update, { method: "PUT", params: { id: ids["Owner Austin"]! }, body: { npiNumber: "1234567890" }, headers: adminBearer });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([{ path: "npiNumber", message: "NPI must be 10 digits with a valid check digit" }]);
  });

  it("is admin-only, and a public submission can set none of it", async () => {
    expect((await call(update, { method: "PUT", params: { id: ids["Owner Austin"]! }, body: { isVerified: true } })).status).toBe(401);
    const res = await call(create, {
      headers: freshIp(),
      body: {
        name: "Sneaky Clinic", phone: "(512) 555-0199", description: "Says it was verified.", website: "https://sneaky.example",
        address: "1 Main St", city: "Austin", state: "TX", zipCode: "78701",
        isVerified: true, verifiedAt: "2026-01-01", verificationMethod: "npi", npiNumber: "1234567893",
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ source: "owner", isVerified: false, verifiedAt: null, verificationMethod: null, npiNumber: null });
  });
});

describe("owner submissions stay out of the sitemap until verified", () => {
  it("lists other sources, leaves an unverified owner listing out, and lists it once verified", async () => {
    const id = ids["Owner Austin"]!;
    let xml = await renderSitemap(SITE);
    expect(xml).toContain(`/program/${ids["Unchecked Austin"]}`);
    expect(xml).not.toContain(`/program/${id}`);
    await call(update, { method: "PUT", params: { id }, body: { isVerified: true }, headers: adminBearer });
    xml = await renderSitemap(SITE);
    expect(xml).toContain(`/program/${id}`);
  });
});
