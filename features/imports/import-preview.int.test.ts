import * as csvPreview from "@/app/api/import/csv/preview/route";
import * as excelPreview from "@/app/api/import/excel/preview/route";
import { jobRuns } from "@/db/schema";
import { NOT_CSV } from "./csv";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, countRows, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// Issue 53 item 10: the preview checks every row as the import will, and names errors and duplicates before anything
// is written; a file that is not what it claims gets the importer's plain 400.

beforeEach(resetDb);
afterAll(closeDb);

// The first bytes of a PNG image, as the browser's File.text() hands them over (bytes that are not UTF-8 become U+FFFD).
const PNG = new TextDecoder().decode(Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082", "hex"));

describe("the import preview", () => {
  it("marks each row that fails a check (why) or duplicates a program (which), and writes nothing", async () => {
    const [existing] = await insertPrograms([programRow({ name: "Existing Clinic", address: "5 Elm St", city: "Austin", state: "TX", phone: "(512) 555-0500" })]);
    const csvContent = [
      "Name,Address,City,State,Zip Code,Phone",
      "Good Clinic,1 A St,Austin,TX,78701,512-555-0001",
      "State Clinic,2 B St,Austin,ZZ,78701,512-555-0002",
      "Zip Clinic,3 C St,Austin,TX,1234,512-555-0003",
      "Existing Clinic,5 Elm St,Austin,TX,78701,512-555-0500",
      "Good Clinic,1 A St,Austin,TX,78701,512-555-0001",
      "Boston Clinic,4 D St,Boston,MA,2134,617-555-0004",
    ].join("\n");
    const res = await call(csvPreview.POST, { body: { csvContent }, headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalFound: 6, duplicates: 2, errors: 2 });
    expect(res.json.issues).toEqual([
      { row: 2, name: "State Clinic", kind: "error", error: "Unknown US state: ZZ" },
      { row: 3, name: "Zip Clinic", kind: "error", error: "ZIP code must have 5 digits" },
      { row: 4, name: "Existing Clinic", kind: "duplicate", duplicateOf: { id: existing!.id, name: "Existing Clinic", city: "Austin", state: "TX" }, earlierRow: null },
      { row: 5, name: "Good Clinic", kind: "duplicate", duplicateOf: null, earlierRow: 1 },
    ]);
    // Nothing was written: no program, no run.
    expect((await countRows()).programs).toBe(1);
    expect(await (await getDb()).select().from(jobRuns)).toEqual([]);
  });

  it("answers a PNG renamed .csv with the importer's plain 400, never the parser's words", async () => {
    const png = await call(csvPreview.POST, { body: { csvContent: PNG }, headers: adminBearer });
    expect(png).toMatchObject({ status: 400, json: { error: NOT_CSV } });
    const quote = await call(csvPreview.POST, { body: { csvContent: 'Name,City\n"Open quote,Austin\nx"y,z' }, headers: adminBearer });
    expect(quote.status).toBe(400);
    expect(quote.json.error).toMatch(/^The CSV file could not be read( \(line \d+\))?: check that it is a comma- or semicolon-separated text file/);
    expect(quote.json.error).not.toMatch(/Invalid|Quote|field \d/);
    // The same PNG named .xlsx: the Excel reader's own plain message.
    const form = new FormData();
    form.set("excelFile", new File([Buffer.from(PNG)], "providers.xlsx"));
    const res = await excelPreview.POST(new Request("http://localhost:3000/api/import/excel/preview", { method: "POST", headers: { host: "localhost:3000", ...adminBearer }, body: form }), { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/not an? .*xlsx|Excel/i);
    expect(error).not.toMatch(/end of central directory|zip:|TypeError/i);
  });
});
