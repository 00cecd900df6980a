import { sql } from "drizzle-orm";
import * as csvExecute from "@/app/api/import/csv/execute/route";
import { detoxPrograms } from "@/db/schema";
import { suggestMapping } from "@/features/imports/mapping";
import { npiRecord } from "@/features/imports/sources/npi";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, resetDb } from "@/tests/support/db";

beforeAll(resetDb);
afterAll(closeDb);

const csv = ["Practice Name,City,State,Zip,NPI", "Valid Npi Clinic,Austin,TX,78701,1234567893", "Bad Npi Clinic,Austin,TX,78701,1234567890", "No Npi Clinic,Austin,TX,78701,"].join("\n");
const mapping = [
  { column: "Practice Name", field: "name" },
  { column: "City", field: "city" },
  { column: "State", field: "state" },
  { column: "Zip", field: "zipCode" },
  { column: "NPI", field: "npiNumber" },
];

describe("npiNumber in imports", () => {
  it("suggests mapping an NPI column to npiNumber", async () => {
    expect(suggestMapping(["Practice Name", "NPI"])).toContainEqual({ column: "NPI", field: "npiNumber" });
    expect(suggestMapping(["NPI Number", "Member ID"])).toEqual([
      { column: "NPI Number", field: "npiNumber" },
      { column: "Member ID", field: "sourceId" },
    ]);
  });

  it("stores a valid NPI from a mapped CSV column, fails the row of an invalid one, and verifies nothing", async () => {
    const res = await call(csvExecute.POST, { body: { csvContent: csv, columnMapping: mapping, skipDuplicates: true, replaceAll: false }, headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalImported: 2, errors: 1 });
    expect(JSON.stringify(res.json)).toContain("NPI must be 10 digits with a valid check digit");
    const db = await getDb();
    const rows = await db.select().from(detoxPrograms).orderBy(sql`name`);
    expect(rows.map((r) => [r.name, r.npiNumber, r.isVerified])).toEqual([
      ["No Npi Clinic", null, false],
      ["Valid Npi Clinic", "1234567893", false],
    ]);
  });

  it("the NPI importer fills npiNumber with the registry's number when it is a valid NPI", () => {
    expect(npiRecord({ number: "1234567893", basic: { organization_name: "X" } })?.fields.npiNumber).toBe("1234567893");
    expect(npiRecord({ number: 1234567893, basic: { organization_name: "X" } })?.fields.npiNumber).toBe("1234567893");
    expect(npiRecord({ number: "1234567890", basic: { organization_name: "X" } })?.fields.npiNumber).toBeUndefined();
  });
});
