import { GET as jobRunsRoute } from "@/app/api/admin/jobs/route";
import { jobRuns } from "@/db/schema";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, resetDb } from "@/tests/support/db";

// GET /api/admin/jobs: what the job cards show after a reload (issue 53, item 4).
beforeAll(resetDb);
afterAll(closeDb);

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

it("lists a kind's last runs newest first; a queued run says what it waits behind; a run silent for 5 minutes has failed", async () => {
  const db = await getDb();
  const [done, stale, running, queued, other] = await db
    .insert(jobRuns)
    .values([
      {
        kind: "verify-npi",
        input: { limit: 50 },
        status: "done",
        total: 2,
        done: 2,
        result: { dryRun: false, checked: 2, verified: 1, unverified: 0, errors: 1, results: [{ programId: "x", name: "Quiet Hour Clinic", npiNumber: "1", outcome: "error", note: "The NPI Registry could not be reached" }] },
        createdAt: at(30),
        updatedAt: at(29),
        finishedAt: at(29),
      },
      { kind: "verify-npi", input: {}, status: "running", total: 10, done: 3, createdAt: at(20), updatedAt: at(19) },
      { kind: "verify-npi", input: {}, status: "running", total: 66, done: 2, createdAt: at(2), updatedAt: at(0) },
      { kind: "verify-npi", input: {}, status: "queued", createdAt: at(1), updatedAt: at(1) },
      { kind: "find-websites", input: {}, status: "queued", createdAt: at(1), updatedAt: at(1) },
    ])
    .returning({ id: jobRuns.id });

  const res = await call(jobRunsRoute, { headers: adminBearer, query: { kind: "verify-npi", limit: "5" } });
  expect(res.status).toBe(200);
  const runs = res.json.runs as { id: string; status: string; done: number; total: number; error: string | null; ahead: { id: string; status: string }[]; result: unknown }[];
  expect(runs.map((r) => r.id)).toEqual([queued!.id, running!.id, stale!.id, done!.id]);
  expect(runs[0]!.ahead).toEqual([expect.objectContaining({ id: running!.id, status: "running", done: 2, total: 66 })]); // not the dead one
  expect(runs[1]).toMatchObject({ status: "running", done: 2, total: 66, ahead: [] });
  expect(runs[2]).toMatchObject({ status: "failed", error: expect.stringContaining("stopped without finishing") });
  expect(runs[3]!.result).toMatchObject({ errors: 1, results: [expect.objectContaining({ note: "The NPI Registry could not be reached" })] });
  expect(runs.some((r) => r.id === other!.id)).toBe(false);

  const limited = await call(jobRunsRoute, { headers: adminBearer, query: { kind: "verify-npi" } });
  expect(limited.json.runs).toHaveLength(3);
});

it("is admin only, and refuses an unknown kind or limit with the error shape", async () => {
  expect((await call(jobRunsRoute, { query: { kind: "verify-npi" } })).status).toBe(401);
  const bad = await call(jobRunsRoute, { headers: adminBearer, query: { kind: "import" } });
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.json)).toContain("kind must be find-websites, update-images or verify-npi");
  expect((await call(jobRunsRoute, { headers: adminBearer, query: { kind: "verify-npi", limit: "11" } })).status).toBe(400);
});
