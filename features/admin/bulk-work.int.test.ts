import { eq } from "drizzle-orm";
import * as csvExecute from "@/app/api/import/csv/execute/route";
import * as bulkRoute from "@/app/api/admin/programs/bulk/route";
import * as reviewsRoute from "@/app/api/admin/reviews/route";
import * as reviewsBulkRoute from "@/app/api/admin/reviews/bulk/route";
import { detoxPrograms, programChanges, reviews } from "@/db/schema";
import { searchAdminPrograms } from "./programs-data";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// Issue 53 item 3: bulk work in Manage Programs (filter by source and by import run; delete or deactivate the chosen
// programs or all that match, with the count the confirmation showed) and the review queue paged through.

beforeEach(resetDb);
afterAll(closeDb);

const MAPPING = ["name", "address", "city", "state", "zipCode"].map((field) => ({ column: field, field }));
const importNames = async (names: string[]) => {
  const csvContent = ["name,address,city,state,zipCode", ...names.map((n, i) => `${n},${i + 1} ${n} St,Austin,TX,78701`)].join("\n");
  const res = await call(csvExecute.POST, { body: { csvContent, columnMapping: MAPPING }, headers: adminBearer });
  expect(res.json.totalCreated).toBe(names.length);
  return res.json.runId as string;
};
const bulk = (body: unknown) => call(bulkRoute.POST, { body, headers: adminBearer });
const names = async () => (await (await getDb()).select({ name: detoxPrograms.name, isActive: detoxPrograms.isActive }).from(detoxPrograms).orderBy(detoxPrograms.name));

describe("bulk work on programs", () => {
  it("filters by import run and by source, and deletes all that match a run in one action", async () => {
    const runA = await importNames(["Alpha", "Beta", "Gamma"]);
    const runB = await importNames(["Delta", "Epsilon"]);
    await insertPrograms([programRow({ name: "Owner Listing", source: "owner" })]);
    expect((await searchAdminPrograms({ run: runA })).items.map((p) => p.name)).toEqual(["Alpha", "Beta", "Gamma"]);
    expect((await searchAdminPrograms({ source: "csv" })).total).toBe(5);
    expect((await searchAdminPrograms({ source: "owner" })).items.map((p) => p.name)).toEqual(["Owner Listing"]);
    expect((await searchAdminPrograms({ source: "none" })).total).toBe(0);
    expect((await searchAdminPrograms({ run: runB, q: "eps" })).items.map((p) => p.name)).toEqual(["Epsilon"]);

    // The confirmation said 2, but 3 match: nothing is deleted.
    const stale = await bulk({ action: "delete", filter: { run: runA }, expected: 2 });
    expect(stale).toMatchObject({ status: 409, json: { error: "3 programs match now, not 2: nothing was changed. Reload the list and try again." } });
    expect(await names()).toHaveLength(6);

    const done = await bulk({ action: "delete", filter: { run: runA }, expected: 3 });
    expect(done).toMatchObject({ status: 200, json: { action: "delete", matched: 3, changed: 3 } });
    expect((await names()).map((p) => p.name)).toEqual(["Delta", "Epsilon", "Owner Listing"]);
    expect((await searchAdminPrograms({ run: runA })).total).toBe(0);
  });

  it("deactivates chosen programs, recording it in each one's history, and refuses a bad request", async () => {
    const [a, b, c] = await insertPrograms([programRow({ name: "A" }), programRow({ name: "B" }), programRow({ name: "C" })]);
    const res = await bulk({ action: "deactivate", ids: [a!.id, b!.id.toUpperCase()], expected: 2 });
    expect(res.json).toEqual({ action: "deactivate", matched: 2, changed: 2 });
    expect(await names()).toEqual([{ name: "A", isActive: false }, { name: "B", isActive: false }, { name: "C", isActive: true }]);
    const db = await getDb();
    const [change] = await db.select().from(programChanges).where(eq(programChanges.programId, a!.id));
    expect(change).toMatchObject({ actor: "admin", via: "Manage Programs (bulk)", changes: { is_active: { old: true, new: false } } });
    expect((await bulk({ action: "activate", ids: [a!.id], expected: 1 })).json).toMatchObject({ changed: 1 });
    expect(c).toBeDefined();

    expect((await bulk({ action: "delete", expected: 1 })).json.error).toBe("Send either ids or filter");
    expect((await bulk({ action: "delete", ids: [a!.id], filter: {}, expected: 1 })).status).toBe(400);
    expect((await bulk({ action: "explode", ids: [a!.id], expected: 1 })).json.error).toBe("action must be delete, deactivate or activate");
    expect((await bulk({ action: "delete", ids: ["x"], expected: 1 })).json.error).toBe("Each id must be a program id");
    expect((await bulk({ action: "delete", filter: { sql: "1=1" }, expected: 1 })).status).toBe(400);
    expect((await call(bulkRoute.POST, { body: { action: "delete", ids: [a!.id], expected: 1 }, headers: freshIp() })).status).toBe(401);
    expect(await names()).toHaveLength(3);
  });
});

describe("the review queue", () => {
  async function pendingReviews(n: number) {
    const [program] = await insertPrograms([programRow({ name: "Reviewed Clinic" })]);
    const base = Date.parse("2026-01-01T00:00:00Z");
    const db = await getDb();
    await db.insert(reviews).values(
      Array.from({ length: n }, (_, i) => ({
        programId: program!.id,
        userName: `Reviewer ${i}`,
        userEmail: `r${i}@example.com`,
        rating: (i % 5) + 1,
        title: `Review number ${i}`,
        comment: "A clear account of the visit and the tests.",
        isPublished: false,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    return program!.id;
  }
  const page = (query: Record<string, string>) => call(reviewsRoute.GET, { query, headers: adminBearer });

  it("pages through everything pending, oldest first or newest first", async () => {
    await pendingReviews(120);
    const seen: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const res = await page({ status: "pending", order: "oldest", page: String(n) });
      expect(res.status).toBe(200);
      seen.push(...res.json.map((r: { title: string }) => r.title));
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `Review number ${i}`));
    expect((await page({ order: "oldest", page: "4" })).json).toEqual([]);
    const newest = await page({ order: "newest" });
    expect(newest.json).toHaveLength(50);
    expect(newest.json[0].title).toBe("Review number 119");
    expect((await page({ page: "3" })).json.at(-1).title).toBe("Review number 0");
    expect((await page({ order: "sideways" })).json.error).toBe("order must be newest or oldest");
  });

  it("approves and rejects many at once, and recomputes the rating", async () => {
    const programId = await pendingReviews(6);
    const all = (await page({ order: "oldest" })).json as { id: string; rating: number }[];
    const approve = await call(reviewsBulkRoute.POST, { body: { ids: all.slice(0, 3).map((r) => r.id), action: "approve" }, headers: adminBearer });
    expect(approve.json).toEqual({ action: "approve", updated: 3, missing: [] });
    const reject = await call(reviewsBulkRoute.POST, { body: { ids: [all[3]!.id, all[4]!.id], action: "reject", rejectReason: "spam" }, headers: adminBearer });
    expect(reject.json).toMatchObject({ updated: 2 });
    expect((await call(reviewsBulkRoute.POST, { body: { ids: [all[5]!.id], action: "reject" }, headers: adminBearer })).json.error).toBe("A reason is required to reject reviews");
    expect((await page({ status: "pending" })).json.map((r: { id: string }) => r.id)).toEqual([all[5]!.id]);
    expect((await page({ status: "rejected" })).json).toHaveLength(2);
    const db = await getDb();
    const [program] = await db.select().from(detoxPrograms).where(eq(detoxPrograms.id, programId));
    // Ratings 1, 2 and 3 published: 2.0 from 3 reviews.
    expect([program!.rating, program!.reviewCount]).toEqual([2, 3]);
  });
});
