import ExcelJS from "exceljs";
import * as csvExecute from "@/app/api/import/csv/execute/route";
import * as csvPreview from "@/app/api/import/csv/preview/route";
import * as csvSample from "@/app/api/import/csv/sample/route";
import * as excelExecute from "@/app/api/import/excel/execute/route";
import { detoxPrograms } from "@/db/schema";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, resetDb } from "@/tests/support/db";

// Issue 16: CSV and Excel map columns to every provider detail; bad values are row errors.
const HEADER = "Name,City,State,Zip,Phone,Telehealth,New Patients,Payment,Languages,Services,Hours";
const rows = [
  'Full Clinic,Austin,TX,78701,512-555-0100,Yes,no,"Cash; HSA | Medicaid",spanish|English|Navajo,Blood lead testing; iv-chelation,"Mon-Fri 09:00-17:00; Sat 10:00-14:00"',
  "Empty Clinic,Austin,TX,78701,512-555-0101,,,,,,",
  "Bad Hours Clinic,Austin,TX,78701,512-555-0102,yes,yes,self-pay,English,,Mon-Fri 17:00-09:00",
  "Bad Pay Clinic,Austin,TX,78701,512-555-0103,yes,yes,Bitcoin,English,,",
  "Bad YesNo Clinic,Austin,TX,78701,512-555-0104,maybe,,,,,",
  "Bad Service Clinic,Austin,TX,78701,512-555-0105,,,,,Foot baths,",
];

beforeEach(resetDb);
afterAll(closeDb);

const byName = async () => {
  const db = await getDb();
  return Object.fromEntries((await db.select().from(detoxPrograms)).map((r) => [r.name, r]));
};

describe("importing provider details", () => {
  it("suggests a mapping for every detail column and imports them; bad values are row errors", async () => {
    const csvContent = [HEADER, ...rows].join("\n");
    const pv = await call(csvPreview.POST, { body: { csvContent }, headers: adminBearer });
    expect(pv.status).toBe(200);
    const mapping = pv.json.csvData.suggestedMapping as { column: string; field: string }[];
    for (const [column, field] of [["Telehealth", "telehealth"], ["New Patients", "acceptingNewPatients"], ["Payment", "paymentOptions"], ["Languages", "languages"], ["Services", "services"], ["Hours", "hours"]]) {
      expect(mapping).toContainEqual({ column, field });
    }
    const res = await call(csvExecute.POST, { body: { csvContent, columnMapping: mapping, skipDuplicates: false }, headers: adminBearer });
    expect(res.json).toMatchObject({ totalProcessed: 6, totalImported: 2, errors: 4 });
    expect(res.json.errorDetails).toEqual([
      { row: 3, providerName: "Bad Hours Clinic", error: "Hours: Monday: Opening time must be before closing time" },
      { row: 4, providerName: "Bad Pay Clinic", error: "Unknown payment option: Bitcoin" },
      { row: 5, providerName: "Bad YesNo Clinic", error: "Telehealth must be yes or no" },
      { row: 6, providerName: "Bad Service Clinic", error: "Unknown service: Foot baths" },
    ]);
    const got = await byName();
    expect(got["Full Clinic"]).toMatchObject({
      telehealth: true,
      acceptingNewPatients: false,
      paymentOptions: ["self-pay", "hsa-fsa", "medicaid"],
      languages: ["Spanish", "English", "Navajo"],
      services: ["blood-lead-testing", "iv-chelation"],
      hours: { mon: [["09:00", "17:00"]], fri: [["09:00", "17:00"]], sat: [["10:00", "14:00"]], sun: [] },
    });
    // Empty cells: not provided.
    expect(got["Empty Clinic"]).toMatchObject({ telehealth: null, acceptingNewPatients: null, paymentOptions: [], languages: [], services: [], hours: null });
  });

  it("maps the same columns from an Excel file (booleans and numbers as cells)", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Sheet1");
    ws.addRow(["Name", "City", "State", "Zip", "Phone", "Telehealth", "Accepting New Patients", "Payment Options", "Languages", "Services", "Opening Hours"]);
    ws.addRow(["Excel Details Clinic", "Boise", "ID", 83702, "208-555-0100", true, "Y", "Medicare|Payment plans", "Vietnamese", "Exposure assessment|Oral chelation", "Tues, Thurs 8am-12pm, 1pm-5pm"]);
    const form = new FormData();
    form.set("excelFile", new File([new Uint8Array(Buffer.from(await wb.xlsx.writeBuffer()))], "details.xlsx"));
    const mapping = ["Name:name", "City:city", "State:state", "Zip:zipCode", "Phone:phone", "Telehealth:telehealth", "Accepting New Patients:acceptingNewPatients", "Payment Options:paymentOptions", "Languages:languages", "Services:services", "Opening Hours:hours"].map((s) => {
      const [column, field] = s.split(":");
      return { column, field };
    });
    form.set("columnMapping", JSON.stringify(mapping));
    const req = new Request("http://localhost:3000/api/import/excel/execute", { method: "POST", headers: { host: "localhost:3000", ...adminBearer }, body: form });
    const res = await excelExecute.POST(req, { params: Promise.resolve({}) } as never);
    expect(await res.json()).toMatchObject({ totalImported: 1, errors: 0 });
    expect((await byName())["Excel Details Clinic"]).toMatchObject({
      telehealth: true,
      acceptingNewPatients: true,
      paymentOptions: ["medicare", "payment-plans"],
      languages: ["Vietnamese"],
      services: ["exposure-assessment", "oral-chelation"],
      hours: { tue: [["08:00", "12:00"], ["13:00", "17:00"]], thu: [["08:00", "12:00"], ["13:00", "17:00"]], mon: [] },
    });
  });

  it("the sample CSV shows the detail columns, and its rows import without errors", async () => {
    const sample = await call(csvSample.GET, { headers: adminBearer });
    const header = sample.text.split("\r\n")[0]!;
    for (const column of ["Telehealth", "Accepting New Patients", "Payment Options", "Languages", "Services", "Hours"]) expect(header).toContain(column);
    const pv = await call(csvPreview.POST, { body: { csvContent: sample.text }, headers: adminBearer });
    const res = await call(csvExecute.POST, { body: { csvContent: sample.text, columnMapping: pv.json.csvData.suggestedMapping }, headers: adminBearer });
    expect(res.json).toMatchObject({ errors: 0, totalImported: 3 });
    expect(Object.values(await byName()).some((r) => r.hours !== null && r.paymentOptions.length > 0)).toBe(true);
  });
});
