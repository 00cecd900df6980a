import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import * as status from "@/app/api/import/status/route";
import { jobRuns } from "@/db/schema";
import { ABANDONED, runImportJob } from "./run-import";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, countRows, getDb, resetDb } from "@/tests/support/db";

// One job record (issue 28): an import is a job_runs row of kind "import", as every long job is, and the import
// screen's status call reads it in the import's own terms.

beforeEach(resetDb);
afterAll(closeDb);

const records = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ fields: { name: `${tag} ${i}`, address: `${i} Elm St`, city: "Austin", state: "TX", zipCode: "78701" } }));

describe("an import's record", () => {
  it("is one job_runs row of kind import, shown by the status call as before", async () => {
    const result = await runImportJob({ source: "csv", records: [...records(3, "Record"), { fields: { name: "Bad", address: "1 A St", city: "Austin", state: "Atlantis", zipCode: "78701" } }], skipDuplicates: true, replaceAll: false });
    const db = await getDb();
    const rows = await db.select().from(jobRuns);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: result.runId, kind: "import", status: "done", total: 4, done: 4, input: { source: "csv", replaceAll: false }, counts: { imported: 3, updated: 0, skipped: 0, failed: 1 } });
    const st = await call(status.GET, { headers: adminBearer });
    expect(st.json).toMatchObject({ running: null, last: { id: result.runId, source: "csv", status: "succeeded", total: 4, processed: 4, imported: 3, failed: 1, replaceAll: false } });
  });

  it("lets a retried queue job answer its earlier success instead of importing twice", async () => {
    const first = await runImportJob({ source: "csv", records: records(2, "Once"), skipDuplicates: false, replaceAll: false }, { jobId: "boss-job-1" });
    const again = await runImportJob({ source: "csv", records: records(2, "Once"), skipDuplicates: false, replaceAll: false }, { jobId: "boss-job-1" });
    expect(again).toEqual(first);
    expect((await countRows()).programs).toBe(2);
    const db = await getDb();
    expect(await db.select({ job: jobRuns.queueJobId }).from(jobRuns)).toEqual([{ job: "boss-job-1" }]);
  });

  it("marks a run its server left running as abandoned once another import finishes", async () => {
    const db = await getDb();
    const [stale] = await db.insert(jobRuns).values({ kind: "import", status: "running", input: { source: "csv", replaceAll: false }, total: 10 }).returning();
    // A job of another kind that is running is not an import's business.
    const [other] = await db.insert(jobRuns).values({ kind: "verify-npi", status: "running", input: {} }).returning();
    await runImportJob({ source: "csv", records: records(1, "After"), skipDuplicates: true, replaceAll: false });
    const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, stale!.id));
    expect(row).toMatchObject({ status: "failed", error: ABANDONED });
    expect((await db.select().from(jobRuns).where(eq(jobRuns.id, other!.id)))[0]!.status).toBe("running");
  });
});

describe("migration 0016", () => {
  it("moves import_runs rows into job_runs with their counts, times, queue job and outcome", async () => {
    const db = await getDb();
    // The table as migrations 0000-0015 left it, with one run of each outcome.
    await db.execute(sql`create table import_runs (id uuid primary key default gen_random_uuid(), source varchar(50) not null, status varchar(20) not null default 'running',
      replace_all boolean not null default false, total integer not null default 0, processed integer not null default 0, imported integer not null default 0,
      updated integer not null default 0, skipped integer not null default 0, failed integer not null default 0, error varchar(500), job_id varchar(64), result jsonb,
      started_at timestamptz not null default now(), finished_at timestamptz, updated_at timestamptz not null default now())`);
    await db.execute(sql`insert into import_runs (source, status, replace_all, total, processed, imported, updated, skipped, failed, job_id, result, started_at, finished_at) values
      ('csv', 'succeeded', true, 10, 10, 7, 1, 1, 1, 'boss-9', '{"success": true}', '2026-01-02T03:04:05Z', '2026-01-02T03:05:00Z'),
      ('excel', 'failed', false, 5, 0, 0, 0, 0, 2, null, null, '2026-01-03T00:00:00Z', '2026-01-03T00:01:00Z'),
      ('acam', 'abandoned', false, 8, 4, 4, 0, 0, 0, null, null, '2026-01-04T00:00:00Z', null)`);
    await db.execute(sql`update import_runs set error = 'The import failed and was rolled back; nothing was changed.' where status = 'failed'`);
    // The migration's own statements that move the rows (its first three add the columns the schema already has).
    const file = readFileSync(path.join(process.cwd(), "db/migrations/0016_one_job_record.sql"), "utf8");
    const statements = file.split("--> statement-breakpoint").map((s) => s.trim());
    for (const statement of statements.filter((s) => /^(--[^\n]*\n)*\s*(INSERT|DROP)/.test(s))) await db.execute(sql.raw(statement));
    const rows = (await db.select().from(jobRuns)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((r) => ({ kind: r.kind, status: r.status, input: r.input, total: r.total, done: r.done, counts: r.counts, queue: r.queueJobId, error: r.error }))).toEqual([
      { kind: "import", status: "done", input: { source: "csv", replaceAll: true }, total: 10, done: 10, counts: { imported: 7, updated: 1, skipped: 1, failed: 1 }, queue: "boss-9", error: null },
      { kind: "import", status: "failed", input: { source: "excel", replaceAll: false }, total: 5, done: 0, counts: { imported: 0, updated: 0, skipped: 0, failed: 2 }, queue: null, error: "The import failed and was rolled back; nothing was changed." },
      { kind: "import", status: "failed", input: { source: "acam", replaceAll: false }, total: 8, done: 4, counts: { imported: 4, updated: 0, skipped: 0, failed: 0 }, queue: null, error: ABANDONED },
    ]);
    expect(rows[0]!.createdAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(rows[0]!.result).toEqual({ success: true });
    const exists = await db.execute(sql`select to_regclass('import_runs') as t`);
    expect((exists as unknown as { rows: { t: string | null }[] }).rows[0]!.t).toBeNull();
    // The status call reads the moved runs in the import's terms: the newest is the abandoned one.
    const st = await call(status.GET, { headers: adminBearer });
    expect(st.json.last).toMatchObject({ source: "acam", status: "abandoned", processed: 4, imported: 4 });
  });
});
