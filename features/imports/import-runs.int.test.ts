import { eq, inArray } from "drizzle-orm";
import * as csvExecute from "@/app/api/import/csv/execute/route";
import * as runsRoute from "@/app/api/admin/imports/route";
import * as runRoute from "@/app/api/admin/imports/[id]/route";
import * as undoRoute from "@/app/api/admin/imports/[id]/undo/route";
import * as programRoute from "@/app/api/programs/[id]/route";
import { detoxPrograms, jobRuns, ownerPrograms, owners, reviews } from "@/db/schema";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// Issue 53 item 2: every import is a run with its rows' outcomes, and can be undone: the programs it created that
// nobody changed since are deleted; the report names the ones kept and why.

beforeEach(resetDb);
afterAll(closeDb);

const MAPPING = ["name", "address", "city", "state", "zipCode", "phone"].map((field) => ({ column: field, field }));
const csv = (rows: string[]) => ["name,address,city,state,zipCode,phone", ...rows].join("\n");
const importCsv = (rows: string[], fileName?: string, headers: Record<string, string> = adminBearer) =>
  call(csvExecute.POST, { body: { csvContent: csv(rows), columnMapping: MAPPING, skipDuplicates: true, ...(fileName ? { fileName } : {}) }, headers });
const runOf = (id: string, query: Record<string, string> = {}) => call(runRoute.GET, { params: { id }, query, headers: adminBearer });
const undo = (id: string) => call(undoRoute.POST, { method: "POST", params: { id }, headers: adminBearer });

describe("import runs", () => {
  it("lists every run newest first, with its source, file, who started it, when and its counts", async () => {
    const first = await importCsv(["One Clinic,1 A St,Austin,TX,78701,512-555-0001"], "first.csv");
    const second = await importCsv(["One Clinic,1 A St,Austin,TX,78701,512-555-0001", "Two Clinic,2 B St,Austin,TX,78701,512-555-0002", "Bad Clinic,3 C St,Austin,ZZ,78701,512-555-0003"], "second.csv");
    const list = await call(runsRoute.GET, { headers: adminBearer });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.json).toMatchObject({ total: 2, page: 1 });
    expect(list.json.items.map((r: { id: string }) => r.id)).toEqual([second.json.runId, first.json.runId]);
    expect(list.json.items[0]).toMatchObject({
      source: "csv",
      fileName: "second.csv",
      startedBy: "Admin (API token)",
      status: "succeeded",
      counts: { created: 1, updated: 0, skipped: 1, failed: 1 },
      undo: null,
      startedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect((await call(runsRoute.GET, { query: { page: "0" }, headers: adminBearer })).status).toBe(400);
    expect((await call(runsRoute.GET, { headers: freshIp() })).status).toBe(401);
  });

  it("keeps each row's outcome: created, duplicate of which program, failed and why", async () => {
    const [existing] = await insertPrograms([programRow({ name: "Existing Clinic", address: "5 Elm St", phone: "(512) 555-0500" })]);
    const res = await importCsv([
      "New Clinic,1 A St,Austin,TX,78701,512-555-0001",
      "Existing Clinic,5 Elm St,Austin,TX,78701,512-555-0500",
      "State Clinic,2 B St,Austin,ZZ,78701,512-555-0002",
      "New Clinic,1 A St,Austin,TX,78701,512-555-0001",
    ]);
    const detail = await runOf(res.json.runId);
    expect(detail.status).toBe(200);
    expect(detail.json.rows.total).toBe(4);
    expect(detail.json.rows.items).toEqual([
      { row: 1, outcome: "created", name: "New Clinic", detail: null, program: expect.objectContaining({ name: "New Clinic", city: "Austin", state: "TX" }) },
      { row: 2, outcome: "duplicate", name: "Existing Clinic", detail: null, program: { id: existing!.id, name: "Existing Clinic", city: "Austin", state: "TX" } },
      { row: 3, outcome: "failed", name: "State Clinic", detail: "Unknown US state: ZZ", program: null },
      { row: 4, outcome: "duplicate", name: "New Clinic", detail: "Same provider as row 1", program: null },
    ]);
    const failed = await runOf(res.json.runId, { outcome: "failed" });
    expect(failed.json.rows.items.map((r: { row: number }) => r.row)).toEqual([3]);
    expect((await runOf("00000000-0000-4000-8000-000000000000")).json).toEqual({ error: "Import run not found" });
  });

  it("undo deletes the programs the run created that nobody changed, and names the ones it kept", async () => {
    const res = await importCsv(["Keep Edited,1 A St,Austin,TX,78701,512-555-0001", "Gone One,2 B St,Austin,TX,78701,512-555-0002", "Gone Two,3 C St,Austin,TX,78701,512-555-0003", "Keep Claimed,4 D St,Austin,TX,78701,512-555-0004", "Keep Reviewed,5 E St,Austin,TX,78701,512-555-0005"]);
    expect(res.json.totalCreated).toBe(5);
    const db = await getDb();
    const byName = Object.fromEntries((await db.select({ id: detoxPrograms.id, name: detoxPrograms.name }).from(detoxPrograms)).map((p) => [p.name, p.id]));
    // One edited by the admin, one claimed by its owner, one reviewed.
    const edit = await call(programRoute.PUT, { method: "PUT", params: { id: byName["Keep Edited"]! }, body: { description: "Now with an edited description of its services." }, headers: adminBearer });
    expect(edit.status).toBe(200);
    const [owner] = await db.insert(owners).values({ email: "o@claimed.example" }).returning();
    await db.insert(ownerPrograms).values({ programId: byName["Keep Claimed"]!, ownerId: owner!.id, method: "email" });
    await db.insert(reviews).values({ programId: byName["Keep Reviewed"]!, userName: "Pat", userEmail: "pat@example.com", rating: 5, title: "Helpful", comment: "Clear explanation of the test results." });
    // A program another way in is none of the undo's business.
    const [other] = await insertPrograms([programRow({ name: "Not From The Run" })]);

    const report = await undo(res.json.runId);
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({ runId: res.json.runId, deleted: 2, alreadyGone: 0 });
    expect(report.json.kept).toEqual([
      { id: byName["Keep Edited"], name: "Keep Edited", reasons: ["edited"] },
      { id: byName["Keep Claimed"], name: "Keep Claimed", reasons: ["claimed"] },
      { id: byName["Keep Reviewed"], name: "Keep Reviewed", reasons: ["reviewed"] },
    ]);
    const left = await db.select({ name: detoxPrograms.name }).from(detoxPrograms);
    expect(left.map((p) => p.name).sort()).toEqual(["Keep Claimed", "Keep Edited", "Keep Reviewed", "Not From The Run"]);
    expect(other).toBeDefined();
    // The run shows its undo; the rows of the deleted programs stay, unlinked.
    const run = await runOf(res.json.runId, { outcome: "created" });
    expect(run.json.run.undo).toMatchObject({ deleted: 2, kept: [expect.objectContaining({ name: "Keep Edited" }), expect.anything(), expect.anything()] });
    expect(run.json.rows.items.filter((r: { program: unknown }) => r.program === null).map((r: { name: string }) => r.name)).toEqual(["Gone One", "Gone Two"]);
    // A second undo deletes nothing more and says the two are gone.
    expect((await undo(res.json.runId)).json).toMatchObject({ deleted: 0, alreadyGone: 2, kept: expect.arrayContaining([expect.objectContaining({ name: "Keep Claimed" })]) });
  });

  it("is all or nothing, and refuses what cannot be undone", async () => {
    const res = await importCsv(["A Clinic,1 A St,Austin,TX,78701,512-555-0001", "B Clinic,2 B St,Austin,TX,78701,512-555-0002"]);
    const db = await getDb();
    // A failed run created nothing: 409.
    const [failed] = await db.insert(jobRuns).values({ kind: "import", status: "failed", input: { source: "csv" }, error: "x" }).returning();
    expect(await undo(failed!.id)).toMatchObject({ status: 409, json: { error: "Only a finished import can be undone: this one created nothing." } });
    // Another kind of job is not an import run.
    const [job] = await db.insert(jobRuns).values({ kind: "verify-npi", status: "done", input: {} }).returning();
    expect((await undo(job!.id)).status).toBe(404);
    expect((await undo("not-a-uuid")).status).toBe(404);
    // A delete that fails half-way (a trigger refuses the second program) leaves both programs in place.
    const ids = (await db.select({ id: detoxPrograms.id }).from(detoxPrograms)).map((p) => p.id);
    await db.execute(`create function refuse_b() returns trigger language plpgsql as $$ begin if old.name = 'B Clinic' then raise exception 'refused'; end if; return old; end $$`);
    await db.execute(`create trigger refuse_b before delete on detox_programs for each row execute function refuse_b()`);
    try {
      expect((await undo(res.json.runId)).status).toBe(500);
    } finally {
      await db.execute(`drop trigger refuse_b on detox_programs; drop function refuse_b()`);
    }
    expect(await db.select({ id: detoxPrograms.id }).from(detoxPrograms).where(inArray(detoxPrograms.id, ids))).toHaveLength(2);
    const [run] = await db.select({ result: jobRuns.result }).from(jobRuns).where(eq(jobRuns.id, res.json.runId));
    expect(run!.result).not.toHaveProperty("undo");
  });
});
