import ExcelJS from "exceljs";
import { asc, eq } from "drizzle-orm";
import * as csvExecute from "@/app/api/import/csv/execute/route";
import * as csvPreview from "@/app/api/import/csv/preview/route";
import * as excelExecute from "@/app/api/import/excel/execute/route";
import * as excelPreview from "@/app/api/import/excel/preview/route";
import * as exportRoute from "@/app/api/admin/programs/export/route";
import * as addProgram from "@/app/api/programs/route";
import { detoxPrograms, ownerPrograms, owners, type ProgramRow } from "@/db/schema";
import { seedDemoData } from "@/features/programs/demo/seed";
import { PROGRAM_EXPORT_COLUMNS, PROGRAM_EXPORT_HEADERS } from "./programs-export";
import { suggestMapping } from "./mapping";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, resetDb } from "@/tests/support/db";

// Issue 53 item 1: the admin export is the directory in the importer's columns. Seeded, imported, added by the form
// and claimed programs export, import into an empty database as the same listings, and into the same one as duplicates.

beforeAll(resetDb);
afterAll(closeDb);

/** The fields a listing has that the importer writes (everything it maps). */
const LISTING = PROGRAM_EXPORT_COLUMNS.map(([field]) => field);
const listingOf = (r: ProgramRow) => Object.fromEntries(LISTING.map((f) => [f, (r as Record<string, unknown>)[f] ?? null]));
/** One listing per program, in a stable order, for comparing two databases. */
async function listings() {
  const db = await getDb();
  const rows = await db.select().from(detoxPrograms).orderBy(asc(detoxPrograms.name), asc(detoxPrograms.address), asc(detoxPrograms.zipCode));
  return rows.map(listingOf);
}

const CSV_HEADER = "Name,Address,City,State,Zip Code,Phone,Website,Program Types,Certifications,Telehealth,Languages,Services,Payment Options,Hours,Price Min,Price Max,Price Unit";
const CSV_ROWS = [
  `"Lakeside Chelation, PLLC",12 Lake Rd,Madison,WI,53703,608-555-0101,lakeside.example,"Functional Medicine; IV Wellness","Board Certified; ACAM member",yes,"English; Spanish","IV chelation; Blood lead testing","Self-pay; HSA",Mon-Fri 09:00-17:00,250,900,per visit`,
  `"=Formula Looking Clinic",1 Sum St,Boston,MA,02108,617-555-0102,,"Medical Clinic (Md, Do), Integrative Medicine","Board Certified, ABIHM;",no,,,,,,,`,
];

let exported: { csv: string; xlsx: Buffer };
let before: Record<string, unknown>[];

describe("GET /api/admin/programs/export", () => {
  beforeAll(async () => {
    const db = await getDb();
    await seedDemoData(db, { count: 40 });
    // An import, with its own programs.
    const csvContent = [CSV_HEADER, ...CSV_ROWS].join("\n");
    const preview = await call(csvPreview.POST, { body: { csvContent }, headers: adminBearer });
    expect(preview.status).toBe(200);
    const imported = await call(csvExecute.POST, { body: { csvContent, columnMapping: preview.json.csvData.suggestedMapping, skipDuplicates: true }, headers: adminBearer });
    expect(imported.json).toMatchObject({ totalCreated: 2, errors: 0 });
    // One added by the form, and one claimed by its owner; one seeded program made inactive.
    const added = await call(addProgram.POST, {
      body: { name: "Form Added Clinic", phone: "(303) 555-0199", description: "Heavy metal testing and counselling for families.", email: "hi@form.example", website: "https://form.example", address: "9 Pine St", city: "Denver", state: "CO", zipCode: "80202", programTypes: ["Natural Detox"] },
      headers: { ...freshIp(), origin: "http://localhost:3000" },
    });
    expect(added.status).toBe(201);
    const [owner] = await db.insert(owners).values({ email: "owner@form.example" }).returning();
    await db.insert(ownerPrograms).values({ programId: added.json.id, ownerId: owner!.id, method: "email" });
    const [first] = await db.select().from(detoxPrograms).where(eq(detoxPrograms.source, "demo")).orderBy(asc(detoxPrograms.id)).limit(1);
    await db.update(detoxPrograms).set({ isActive: false }).where(eq(detoxPrograms.id, first!.id));
    before = await listings();
    expect(before).toHaveLength(43);

    const csv = await call(exportRoute.GET, { query: { format: "csv" }, headers: adminBearer });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="detox-programs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const res = await exportRoute.GET(new Request("http://localhost:3000/api/admin/programs/export?format=xlsx", { headers: adminBearer }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/spreadsheetml/);
    exported = { csv: csv.text, xlsx: Buffer.from(await res.arrayBuffer()) };
  });

  it("refuses a format it does not make, and anyone but the admin", async () => {
    expect((await call(exportRoute.GET, { query: { format: "pdf" }, headers: adminBearer })).json).toEqual({ error: "format must be csv or xlsx", issues: [{ path: "format", message: "format must be csv or xlsx" }] });
    expect((await call(exportRoute.GET, { query: { format: "csv" }, headers: freshIp() })).status).toBe(401);
  });

  it("has every program, active or not, in the importer's default columns, plus id, source, claimed and times", async () => {
    const lines = exported.csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(PROGRAM_EXPORT_HEADERS.join(","));
    // Every importable column is mapped by the importer's own suggestion, to the right field.
    expect(suggestMapping(PROGRAM_EXPORT_HEADERS)).toEqual(PROGRAM_EXPORT_COLUMNS.map(([field, column]) => ({ column, field })));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.xlsx as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(44);
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(PROGRAM_EXPORT_HEADERS);
    const col = (h: string) => header.indexOf(h) + 1;
    const byName = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => n > 1 && byName.set(String(row.getCell(col("Name")).value), row));
    const formRow = byName.get("Form Added Clinic")!;
    expect([formRow.getCell(col("Source")).value, formRow.getCell(col("Claimed")).value, formRow.getCell(col("Active")).value]).toEqual(["owner", "yes", "yes"]);
    expect(String(formRow.getCell(col("Created At")).value)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(formRow.getCell(col("Program Id")).value).toMatch(/^[0-9a-f-]{36}$/);
    const lake = byName.get("Lakeside Chelation, PLLC")!;
    expect([lake.getCell(col("Program Types")).value, lake.getCell(col("Languages")).value, lake.getCell(col("Hours")).value]).toEqual(["Functional Medicine; IV Wellness", "English; Spanish", "Mon-Fri 09:00-17:00"]);
    // Formula-looking text is written as text, with the apostrophe the importer takes off again.
    expect(byName.get("'=Formula Looking Clinic")).toBeDefined();
    // (Counted over every row: two demo programs may share a name.)
    let inactive = 0;
    sheet.eachRow((row, n) => n > 1 && row.getCell(col("Active")).value === "no" && inactive++);
    expect(inactive).toBe(1);
  });

  it.each(["csv", "xlsx"] as const)("imported (%s) into an empty database gives the same listings; into the same one, duplicates", async (format) => {
    const mappingOf = (headers: string[]) => suggestMapping(headers);
    const run = async () => {
      if (format === "csv") {
        const preview = await call(csvPreview.POST, { body: { csvContent: exported.csv }, headers: adminBearer });
        expect(preview.status).toBe(200);
        return call(csvExecute.POST, { body: { csvContent: exported.csv, columnMapping: mappingOf(preview.json.csvData.allHeaders), skipDuplicates: true }, headers: adminBearer });
      }
      const form = () => {
        const f = new FormData();
        f.set("excelFile", new File([new Uint8Array(exported.xlsx)], "export.xlsx"));
        return f;
      };
      const post = async (h: typeof excelPreview.POST, f: FormData) => {
        const res = await h(new Request("http://localhost:3000/api/import/excel", { method: "POST", headers: { host: "localhost:3000", ...adminBearer }, body: f }), { params: Promise.resolve({}) });
        return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const preview = await post(excelPreview.POST, form());
      expect(preview.status).toBe(200);
      const f = form();
      f.set("columnMapping", JSON.stringify(mappingOf(preview.json.excelData.allHeaders)));
      return post(excelExecute.POST, f);
    };
    // Into the same database: every row is a duplicate of the program it came from.
    const again = await run();
    expect(again.json).toMatchObject({ totalCreated: 0, duplicates: 43, errors: 0 });
    // Into an empty database: the same listings, field by field.
    await resetDb();
    const fresh = await run();
    expect(fresh.json).toMatchObject({ totalCreated: 43, errors: 0 });
    expect(await listings()).toEqual(before);
    // The next case starts from the original directory again.
    await resetDb();
    const db = await getDb();
    await db.insert(detoxPrograms).values(await rowsOf(before));
  });
});

/** The listings back as rows (the round trip's second case imports into the database the first one left). */
async function rowsOf(list: Record<string, unknown>[]) {
  return list.map((l) => ({ ...l, latitude: l.latitude as number, longitude: l.longitude as number }) as typeof detoxPrograms.$inferInsert);
}
