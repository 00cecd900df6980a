import { asc } from "drizzle-orm";
import { detoxPrograms, type NewProgramRow } from "@/db/schema";
import { insertPrograms } from "./bulk-writes";
import { closeDb, getDb, programRow, resetDb } from "@/tests/support/db";

beforeEach(resetDb);
afterAll(closeDb);

// The import's JSON insert must store exactly what Drizzle's insert builder stores. Every row gives
// every column the import sets, as prepared rows do.
const full = (over: Partial<NewProgramRow>): NewProgramRow =>
  programRow({ email: "a@b.example", website: null, imageUrl: "https://img.example/x.png", priceMin: 100, priceMax: null, isActive: true, isVerified: false, verifiedAt: null, verificationMethod: null, source: "csv", sourceId: null, ...over });
const tricky: NewProgramRow[] = [
  full({
    name: `Quotes ' " and \\ backslash`,
    description: "Line one\nline two\ttabbed \u0001 control, é 中文 😀",
    email: null,
    website: "https://example.com/a?b=c&d=e",
    imageUrl: null,
    latitude: 30.27131234,
    longitude: -179.99999999,
    priceMin: null,
    priceMax: 1_000_000,
    programTypes: ["Functional Medicine", "with, comma", 'quo"te', "back\\slash", "{braces}", "NULL", ""],
    certifications: [],
    isActive: true,
    isVerified: false,
    source: "csv",
    sourceId: "x'y",
  }),
  full({ name: "Lone \ud800 surrogate", latitude: 0, longitude: 0, priceMin: 0, programTypes: [], certifications: ["Board Certified"], source: "npi", sourceId: null }),
  full({ name: "Plain", latitude: -12.5, longitude: 45, isActive: false, isVerified: true, verifiedAt: new Date("2026-01-02T00:00:00Z"), verificationMethod: "admin" }),
];

async function stored() {
  const db = await getDb();
  const rows = await db.select().from(detoxPrograms).orderBy(asc(detoxPrograms.name));
  return rows.map(({ id, createdAt, updatedAt, ...rest }) => {
    expect([id, createdAt, updatedAt].every(Boolean)).toBe(true);
    return rest;
  });
}

describe("insertPrograms (JSON insert)", () => {
  it("stores the same values as Drizzle's insert builder and returns id, name, city and state", async () => {
    const db = await getDb();
    const out = await db.transaction((tx) => insertPrograms(tx, tricky));
    expect(out.map((r) => [r.name, r.city, r.state])).toEqual(tricky.map((r) => [r.name.toWellFormed(), r.city, r.state]));
    expect(out.every((r) => /^[0-9a-f-]{36}$/.test(r.id))).toBe(true);
    const viaJson = await stored();
    await resetDb();
    await db.insert(detoxPrograms).values(tricky);
    expect(viaJson).toEqual(await stored());
    expect(viaJson.find((r) => r.name.startsWith("Quotes"))!.programTypes).toContain("NULL");
  });

  it("refuses rows without a value for a column the first row gives", async () => {
    const db = await getDb();
    const partial = { ...full({ name: "Partial" }), email: undefined };
    await expect(db.transaction((tx) => insertPrograms(tx, [full({ name: "Whole" }), partial]))).rejects.toThrow(/no value for email/);
  });
});
