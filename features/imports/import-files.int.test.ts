import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import * as acamExecute from "@/app/api/import/acam/execute/route";
import * as csvExecute from "@/app/api/import/csv/execute/route";
import * as csvPreview from "@/app/api/import/csv/preview/route";
import * as csvSample from "@/app/api/import/csv/sample/route";
import * as excelExecute from "@/app/api/import/excel/execute/route";
import * as excelPreview from "@/app/api/import/excel/preview/route";
import * as excelSample from "@/app/api/import/excel/sample/route";
import * as execute from "@/app/api/import/execute/route";
import * as preview from "@/app/api/import/preview/route";
import * as status from "@/app/api/import/status/route";
import * as exportExcel from "@/app/api/programs/export/excel/route";
import { detoxPrograms, practitioners } from "@/db/schema";
import { runImportJob } from "./run-import";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, countRows, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";
import { zipOf } from "@/tests/support/zip";

const HEADER = "Practice Name,Street,City,State,Zip,Phone,Website,Program Types";
const csvRows = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `Clinic ${from + i},${from + i} Oak Ave,Austin,TX,78701,(512) 555-${String(1000 + from + i).slice(-4)},https://c${from + i}.example,Functional Medicine`);
const MAPPING = [
  { column: "Practice Name", field: "name" },
  { column: "Street", field: "address" },
  { column: "City", field: "city" },
  { column: "State", field: "state" },
  { column: "Zip", field: "zipCode" },
  { column: "Phone", field: "phone" },
  { column: "Website", field: "website" },
  { column: "Program Types", field: "programTypes" },
];

const csvExec = (csvContent: string, over: Record<string, unknown> = {}) =>
  call(csvExecute.POST, { body: { csvContent, columnMapping: MAPPING, skipDuplicates: true, replaceAll: false, ...over }, headers: adminBearer });

async function multipart(handler: (req: Request, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>, form: FormData) {
  const req = new Request("http://localhost:3000/api/import/excel", { method: "POST", headers: { host: "localhost:3000", ...adminBearer }, body: form });
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, json: text.startsWith("{") ? JSON.parse(text) : undefined, headers: res.headers };
}

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Sheet1");
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const fileForm = (buf: Buffer, name: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.set("excelFile", new File([new Uint8Array(buf)], name));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

beforeEach(resetDb);
afterAll(closeDb);

describe("admin only", () => {
  it.each([
    ["preview", preview.POST, { source: "npi" }],
    ["execute", execute.POST, { source: "npi" }],
    ["csv preview", csvPreview.POST, { csvContent: "a\n1" }],
    ["csv execute", csvExecute.POST, { csvContent: "a\n1", columnMapping: MAPPING }],
    ["acam execute", acamExecute.POST, {}],
    ["csv sample", csvSample.GET, undefined],
    ["excel sample", excelSample.GET, undefined],
    ["status", status.GET, undefined],
    ["export", exportExcel.GET, undefined],
  ])("%s answers 401 without a session", async (_label, handler, body) => {
    const res = await call(handler as never, { body, method: body ? "POST" : "GET" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "Authentication required" });
  });
});

describe("CSV", () => {
  it("previews BOM, CRLF, quoted newlines and ';' with a suggested mapping, 4 columns and 3 rows", async () => {
    const csv = '\uFEFFName;Address;City;State;Zip;Phone\r\n"Lead ""Safe"" Clinic";"1 Main St\r\nSuite 2";Austin;TX;78701;512-555-0100\r\nB;2 Elm;Dallas;TX;75201;214-555-0101\r\nC;3 Pine;Waco;TX;76701;\r\nD;4 Ash;Tyler;TX;75701;\r\n';
    const res = await call(csvPreview.POST, { body: { csvContent: csv }, headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json.csvData).toMatchObject({ totalRows: 4, headers: ["Name", "Address", "City", "State"] });
    expect(res.json.csvData.sampleRows).toEqual([
      ['Lead "Safe" Clinic', "1 Main St\r\nSuite 2", "Austin", "TX"],
      ["B", "2 Elm", "Dallas", "TX"],
      ["C", "3 Pine", "Waco", "TX"],
    ]);
    expect(res.json.csvData.suggestedMapping).toEqual(
      expect.arrayContaining([
        { column: "Name", field: "name" },
        { column: "Zip", field: "zipCode" },
        { column: "Phone", field: "phone" },
      ]),
    );
    expect(res.json).toMatchObject({ totalFound: 4, duplicates: 0, previewCount: 4 });
    expect(res.json.providers[0]).toMatchObject({ name: 'Lead "Safe" Clinic', phone: "512-555-0100", npiNumber: null });
  });

  it("executes with a mapping: defaults, ZIP coordinates, source recorded; a second run skips every row", async () => {
    const csv = [HEADER, ...csvRows(5), "Nowhere Clinic,,,,,,,"].join("\n");
    const first = await csvExec(csv);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, totalProcessed: 6, totalImported: 6, totalMapped: 6, errors: 0, duplicates: 0 });
    expect(first.json.results).toMatchObject({ total: 6, successful: 6, failed: 0 });
    expect(first.json.importedPrograms).toHaveLength(6);
    expect(first.json.importedPrograms[0]).toEqual({ id: expect.any(String), name: "Clinic 0", city: "Austin", state: "TX" });
    const db = await getDb();
    const [one] = await db.select().from(detoxPrograms).where(sql`name = 'Clinic 1'`);
    expect(one).toMatchObject({ source: "csv", state: "TX", zipCode: "78701", programTypes: ["Functional Medicine"], certifications: ["Licensed Provider"], description: "Health and wellness provider", isVerified: false });
    expect(one!.latitude).toBeCloseTo(30.27, 1);
    const [blank] = await db.select().from(detoxPrograms).where(sql`name = 'Nowhere Clinic'`);
    expect(blank).toMatchObject({ address: "Address not provided", city: "Unknown City", state: "XX", zipCode: "00000", phone: "", latitude: 0, longitude: 0, programTypes: ["Healthcare Provider"] });

    const second = await csvExec(csv);
    // Placeholder values never match, so "Nowhere Clinic" (name only) is not recognised as a duplicate.
    expect(second.json).toMatchObject({ totalProcessed: 6, totalImported: 1, duplicates: 5, errors: 0 });
    expect((await countRows()).programs).toBe(7);
  });

  it("updates duplicates (same name and address, or phone and ZIP) when skip duplicates is off", async () => {
    const [existing] = await insertPrograms([programRow({ name: "Clinic 0", address: "0 Oak Avenue", zipCode: "78701", source: "owner" })]);
    const res = await csvExec([HEADER, ...csvRows(2)].join("\n"), { skipDuplicates: false });
    expect(res.json).toMatchObject({ totalImported: 2, totalUpdated: 1, totalCreated: 1, duplicates: 0 });
    const db = await getDb();
    const [row] = await db.select().from(detoxPrograms).where(sql`id = ${existing!.id}`);
    expect(row).toMatchObject({ website: "https://c0.example", source: "owner" });
    expect((await countRows()).programs).toBe(2);
  });

  it("imports what a price covers, as the API writes it or in words, and refuses a unit outside the list (issue 49)", async () => {
    const header = `${HEADER},Price Min,Price Max,Price Unit`;
    const rows = csvRows(4).map((r, i) => `${r},150,400,${["visit", "per course of treatment", "", "per year"][i]}`);
    const pv = await call(csvPreview.POST, { body: { csvContent: [header, ...rows].join("\n") }, headers: adminBearer });
    expect(pv.json.csvData.suggestedMapping).toContainEqual({ column: "Price Unit", field: "priceUnit" });
    const mapping = [...MAPPING, { column: "Price Min", field: "priceMin" }, { column: "Price Max", field: "priceMax" }, { column: "Price Unit", field: "priceUnit" }];
    const res = await csvExec([header, ...rows].join("\n"), { columnMapping: mapping });
    expect(res.json).toMatchObject({ totalImported: 3, errors: 1 });
    expect(res.json.errorDetails).toEqual([{ row: 4, providerName: "Clinic 3", error: expect.stringContaining("Unknown price unit: per year") }]);
    const db = await getDb();
    const units = await db.select({ name: detoxPrograms.name, priceUnit: detoxPrograms.priceUnit }).from(detoxPrograms).orderBy(detoxPrograms.name);
    expect(units).toEqual([
      { name: "Clinic 0", priceUnit: "visit" },
      { name: "Clinic 1", priceUnit: "course" },
      { name: "Clinic 2", priceUnit: null },
    ]);
  });

  it("imports the good rows of a file with bad rows and lists each bad one by name", async () => {
    const csv = [HEADER, ...csvRows(3), "Bad State Clinic,1 A St,Austin,Atlantis,78701,5125550000,,", "Bad Zip Clinic,1 B St,Austin,TX,ABCDE,5125550001,,", "Bad Type Clinic,1 C St,Austin,TX,78701,5125550002,ftp://x,Astrology"].join("\n");
    const res = await csvExec(csv);
    expect(res.json).toMatchObject({ totalProcessed: 6, totalImported: 3, errors: 3 });
    expect(res.json.errorDetails).toEqual([
      { row: 4, providerName: "Bad State Clinic", error: "Unknown US state: Atlantis" },
      { row: 5, providerName: "Bad Zip Clinic", error: "ZIP code must have 5 digits" },
      { row: 6, providerName: "Bad Type Clinic", error: expect.stringContaining("Website must be an http(s) URL") },
    ]);
    expect(res.json.errorDetails[2].error).toContain("Unknown program type: Astrology");
    expect((await countRows()).programs).toBe(3);
  });

  it("refuses unknown mapping fields, unknown columns, and missing mappings", async () => {
    const bad = await csvExec([HEADER, ...csvRows(1)].join("\n"), { columnMapping: [{ column: "City", field: "isVerified" }] });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("Unknown field: isVerified");
    const missing = await csvExec([HEADER, ...csvRows(1)].join("\n"), { columnMapping: [{ column: "Nope", field: "name" }] });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe("Column not found in the file: Nope");
    const none = await call(csvExecute.POST, { body: { csvContent: "a\n1" }, headers: adminBearer });
    expect(none.status).toBe(400);
    expect((await countRows()).programs).toBe(0);
  });

  it("enforces the row and size caps", async () => {
    const restore = setEnv({ IMPORT_MAX_ROWS: "10", IMPORT_MAX_FILE_BYTES: "2048" });
    try {
      const rows = await csvExec([HEADER, ...csvRows(11)].join("\n"));
      expect(rows.status).toBe(413);
      expect(rows.json.error).toMatch(/more than 10 rows/);
      const big = await call(csvPreview.POST, { body: { csvContent: "Name\n" + "x".repeat(3000) }, headers: adminBearer });
      expect(big.status).toBe(413);
      expect((await countRows()).programs).toBe(0);
    } finally {
      restore();
    }
  });

  it("imports an ACAM member CSV export and explains that ACAM has no API", async () => {
    const acam = "First Name,Last Name,Practice Name,Address,City,State,Zip,Phone\nAda,Lee,Lee Integrative,9 Elm St,Denver,CO,80202,303-555-0199\n";
    const ok = await call(acamExecute.POST, { body: { csvContent: acam, columnMapping: [{ column: "Practice Name", field: "name" }, { column: "Address", field: "address" }, { column: "City", field: "city" }, { column: "State", field: "state" }, { column: "Zip", field: "zipCode" }, { column: "Phone", field: "phone" }] }, headers: adminBearer });
    expect(ok.json).toMatchObject({ totalImported: 1, results: { successful: 1 } });
    const db = await getDb();
    const [row] = await db.select().from(detoxPrograms);
    expect(row!.source).toBe("acam");
    const bare = await call(acamExecute.POST, { body: { skipDuplicates: true, replaceAll: false }, headers: adminBearer });
    expect(bare.status).toBe(400);
    expect(bare.json.error).toMatch(/ACAM has no public API/);
    const viaPreview = await call(preview.POST, { body: { source: "acam" }, headers: adminBearer });
    expect(viaPreview.status).toBe(400);
  });
});

describe("Replace All and integrity", () => {
  it("replaces every program in one transaction", async () => {
    await insertPrograms([programRow(), programRow(), programRow()]);
    const res = await csvExec([HEADER, ...csvRows(2)].join("\n"), { replaceAll: true });
    expect(res.json).toMatchObject({ totalImported: 2 });
    expect((await countRows()).programs).toBe(2);
  });

  it("keeps the old data when Replace All fails midway, or has no valid row", async () => {
    const old = await insertPrograms([programRow(), programRow()]);
    const records = Array.from({ length: 1200 }, (_, i) => ({ fields: { name: `New ${i}`, address: `${i} Elm St`, zipCode: "78701" } }));
    await expect(
      runImportJob({ source: "csv", records, skipDuplicates: true, replaceAll: true }, { afterBatch: (done) => { if (done >= 1000) throw new Error("disk full"); } }),
    ).rejects.toThrow("disk full");
    const db = await getDb();
    const ids = (await db.select({ id: detoxPrograms.id }).from(detoxPrograms)).map((r) => r.id).sort();
    expect(ids).toEqual(old.map((o) => o.id).sort());
    const empty = await csvExec([HEADER, "Bad,1 A St,Austin,Atlantis,78701,,,"].join("\n"), { replaceAll: true });
    expect(empty.status).toBe(422);
    expect((await countRows()).programs).toBe(2);
    const st = await call(status.GET, { headers: adminBearer });
    expect(st.json).toMatchObject({ running: null, programCount: 2, last: { status: "failed" } });
  });

  it("refuses a second import while one runs (409) and reports progress", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let reached!: () => void;
    const inside = new Promise<void>((r) => (reached = r));
    const records = Array.from({ length: 600 }, (_, i) => ({ fields: { name: `Slow ${i}`, address: `${i} Birch St` } }));
    const first = runImportJob({ source: "csv", records, skipDuplicates: true, replaceAll: false }, { afterBatch: async () => { reached(); await gate; } });
    await inside;
    const second = await csvExec([HEADER, ...csvRows(1)].join("\n"));
    expect(second.status).toBe(409);
    expect(second.json.error).toBe("Another import is running. Try again when it has finished.");
    const st = await call(status.GET, { headers: adminBearer });
    expect(st.json.running).toMatchObject({ status: "running", total: 600, processed: 500 });
    release();
    await expect(first).resolves.toMatchObject({ totalImported: 600 });
    expect((await countRows()).programs).toBe(600);
  });
});

describe("Excel", () => {
  it("previews and executes an .xlsx with a mapping", async () => {
    const buf = await xlsxOf([["Name", "Address", "City", "State", "Zip Code", "Phone"], ["Excel Clinic A", "1 Main St", "Boise", "ID", 83702, "208-555-0100"], ["Excel Clinic B", "2 Main St", "Boise", "Idaho", "83702", "208-555-0101"]]);
    const pv = await multipart(excelPreview.POST, fileForm(buf, "providers.xlsx"));
    expect(pv.status).toBe(200);
    expect(pv.json.excelData).toMatchObject({ totalRows: 2, headers: ["Name", "Address", "City", "State"] });
    expect(pv.json.excelData.sampleRows[0]).toEqual(["Excel Clinic A", "1 Main St", "Boise", "ID"]);
    const mapping = pv.json.excelData.suggestedMapping;
    expect(mapping).toContainEqual({ column: "Zip Code", field: "zipCode" });
    const ex = await multipart(excelExecute.POST, fileForm(buf, "providers.xlsx", { columnMapping: JSON.stringify(mapping), skipDuplicates: "true", replaceAll: "false" }));
    expect(ex.json).toMatchObject({ totalImported: 2, results: { successful: 2, failed: 0 } });
    const db = await getDb();
    const rows = await db.select().from(detoxPrograms);
    expect(rows.map((r) => [r.state, r.zipCode, r.source])).toEqual([["ID", "83702", "excel"], ["ID", "83702", "excel"]]);
    const again = await multipart(excelExecute.POST, fileForm(buf, "providers.xlsx", { columnMapping: JSON.stringify(mapping) }));
    expect(again.json).toMatchObject({ totalImported: 0, duplicates: 2 });
  });

  it("answers 415 for .xls, by name or by content", async () => {
    const byName = await multipart(excelPreview.POST, fileForm(Buffer.from("anything"), "old.xls"));
    expect(byName.status).toBe(415);
    expect(byName.json.error).toMatch(/save the file as \.xlsx .*or CSV/i);
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
    expect((await multipart(excelPreview.POST, fileForm(ole, "renamed.xlsx"))).status).toBe(415);
  });

  it("refuses a zip bomb quickly, before exceljs sees it", async () => {
    // The cap is lowered to 16 MB so the test's bomb stays small to build: a sheet of 64 MB of zeros
    // (64 KB compressed), the same shape as a real bomb against the 200 MB default.
    const restore = setEnv({ IMPORT_MAX_XLSX_UNCOMPRESSED_BYTES: String(16 * 1024 * 1024) });
    const bomb = zipOf([{ name: "[Content_Types].xml", data: Buffer.from("<Types/>") }, { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(64 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const res = await multipart(excelPreview.POST, fileForm(bomb, "bomb.xlsx"));
    restore();
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/unpacks to more than 16 MB/);
    expect(Date.now() - started).toBeLessThan(1000);
    // The same sheet, lying about its size in the central directory, is caught while inflating with a cap.
    const liar = zipOf([{ name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 1000 }]);
    const res2 = await multipart(excelPreview.POST, fileForm(liar, "liar.xlsx"));
    expect(res2.status).toBe(413);
    expect(res2.json.error).toMatch(/unpacks to more than it declares/);
    const many = zipOf(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from("x") })));
    expect((await multipart(excelPreview.POST, fileForm(many, "many.xlsx"))).json.error).toMatch(/holds 1001 files/);
  });
});

describe("downloads", () => {
  it("serves the sample CSV and Excel files, which preview with a full mapping", async () => {
    const csv = await call(csvSample.GET, { headers: adminBearer });
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="sample_providers.csv"');
    const pv = await call(csvPreview.POST, { body: { csvContent: csv.text }, headers: adminBearer });
    expect(pv.json.csvData.totalRows).toBe(3);
    expect(pv.json.csvData.suggestedMapping.map((m: { field: string }) => m.field)).toEqual(expect.arrayContaining(["name", "description", "address", "city", "state", "zipCode", "phone", "email", "website", "programTypes", "certifications", "priceMin", "priceMax"]));
    const ex = await call(csvExecute.POST, { body: { csvContent: csv.text, columnMapping: pv.json.csvData.suggestedMapping }, headers: adminBearer });
    expect(ex.json).toMatchObject({ totalImported: 3, errors: 0 });
    const req = new Request("http://localhost:3000/api/import/excel/sample", { headers: { host: "localhost:3000", ...adminBearer } });
    const xl = await excelSample.GET(req, { params: Promise.resolve({}) });
    expect(xl.headers.get("content-disposition")).toBe('attachment; filename="sample_providers.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xl.arrayBuffer());
    expect(wb.worksheets[0]!.rowCount).toBe(4);
  });

  it("exports every practitioner with its program, escaping formula-like cells", async () => {
    const [program] = await insertPrograms([programRow({ name: "=HYPERLINK(\"http://evil.example\")" })]);
    const db = await getDb();
    await db.insert(practitioners).values({
      programId: program!.id,
      slug: "jane-doe",
      fullName: "+Jane Doe",
      credentials: ["MD"],
      specialties: ["-chelation"],
      pricingNote: "@SUM(1,2)",
      bio: "\tTabbed bio",
      npiNumber: "1234567890",
      sources: [{ type: "npi", url: "https://npiregistry.cms.hhs.gov" }],
      contentSections: { safety: "\rCarriage" },
    });
    const req = new Request("http://localhost:3000/api/programs/export/excel", { headers: { host: "localhost:3000", ...adminBearer } });
    const res = await exportExcel.GET(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="detox-practitioners-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    const row = Object.fromEntries(headers.map((h, i) => [h, ws.getRow(2).getCell(i + 1).value]));
    expect(row).toMatchObject({ fullName: "'+Jane Doe", specialties: "'-chelation", pricingNote: "'@SUM(1,2)", bio: "'\tTabbed bio", programName: "'=HYPERLINK(\"http://evil.example\")", slug: "jane-doe", credentials: "MD", npiNumber: "1234567890" });
    expect(String(row.contentSections)).toContain("Carriage");
    for (let c = 1; c <= headers.length; c++) expect(ws.getRow(2).getCell(c).type).not.toBe(ExcelJS.ValueType.Formula);
  });
});
