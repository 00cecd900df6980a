import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms, reviews } from "@/db/schema";
import { invalidateReads, memoryReadsAllowed, readGeneration } from "@/lib/cache/read-cache";
import { getProgram, getPublicProgram } from "@/features/programs/data";
import { listPrograms } from "@/features/search/sql/list";
import { loadProgramPage } from "./page-data";
import { listPublishedReviews } from "@/features/reviews/data";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

let programId: string;
beforeEach(async () => {
  await resetDb();
  invalidateReads();
  [programId] = (await insertPrograms([programRow({ name: "Kept Name Clinic" })])).map((p) => p.id) as [string];
  const db = await getDb();
  await db.insert(reviews).values([
    { programId, userName: "Ana", userEmail: "ana@example.com", rating: 5, title: "Helpful", comment: "Clear answers about the blood lead test.", isPublished: true },
    { programId, userName: "Bo", userEmail: "bo@example.com", rating: 1, title: "Hidden", comment: "Not yet moderated, so not shown anywhere.", isPublished: false },
  ]);
  invalidateReads();
});
afterAll(closeDb);

/**
 * On PostgreSQL every write also clears the read cache through a notification that arrives a moment later
 * (lib/cache/sync.ts; migration 0013's trigger for the programs table): wait until none has come for a while.
 */
async function quiet(): Promise<void> {
  const started = Date.now();
  let generation = readGeneration();
  let since = Date.now();
  while (Date.now() - since < 200) {
    if (Date.now() - started > 5_000) throw new Error("the read cache kept being cleared");
    await new Promise((r) => setTimeout(r, 20));
    if (readGeneration() !== generation) [generation, since] = [readGeneration(), Date.now()];
  }
}

/** Counts the queries `getPublicProgram` and `getProgram` make (both read with `db.select`). */
async function countSelects() {
  const db = await getDb();
  return jest.spyOn(db, "select");
}

describe("loadProgramPage", () => {
  it("loads the program with its published reviews, and null for unknown, malformed and inactive ids", async () => {
    const data = await loadProgramPage(programId);
    expect(data?.program.name).toBe("Kept Name Clinic");
    expect(data?.reviews?.map((r) => r.userName)).toEqual(["Ana"]);
    expect(data?.claim).toEqual({ claimed: false, ownerUpdatedAt: null });
    expect(await loadProgramPage("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await loadProgramPage("not-a-uuid")).toBeNull();

    const db = await getDb();
    await db.update(detoxPrograms).set({ isActive: false }).where(eq(detoxPrograms.id, programId));
    invalidateReads(); // as every write through the application does
    expect(await loadProgramPage(programId)).toBeNull();
  });

  it("finds a program whose id is typed in capitals", async () => {
    expect((await loadProgramPage(programId.toUpperCase()))?.program.id).toBe(programId);
  });
});

describe("getPublicProgram", () => {
  it("answers with the row a list kept, without asking the database again, until a write clears the cache", async () => {
    if (!memoryReadsAllowed()) throw new Error("the read cache is off in this test run: nothing is kept to check");
    await quiet();
    await listPrograms(); // the directory list shows this program: its row is kept
    const selects = await countSelects();
    try {
      expect((await getPublicProgram(programId))?.name).toBe("Kept Name Clinic");
      expect(selects).toHaveBeenCalledTimes(0);
      expect((await getProgram(programId))?.name).toBe("Kept Name Clinic"); // write paths always read
      expect(selects).toHaveBeenCalledTimes(1);
      invalidateReads();
      expect((await getPublicProgram(programId))?.name).toBe("Kept Name Clinic");
      expect(selects).toHaveBeenCalledTimes(2);
    } finally {
      selects.mockRestore();
    }
  });

  it("reads a row no list has shown yet once, then keeps it", async () => {
    await quiet();
    const selects = await countSelects();
    try {
      expect((await getPublicProgram(programId))?.name).toBe("Kept Name Clinic");
      expect((await getPublicProgram(programId.toUpperCase()))?.id).toBe(programId);
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });
});

describe("listPublishedReviews", () => {
  it("is null for an inactive program, unless the caller has just read it as active (the program page)", async () => {
    const db = await getDb();
    await db.update(detoxPrograms).set({ isActive: false }).where(eq(detoxPrograms.id, programId));
    invalidateReads();
    expect(await listPublishedReviews(programId)).toBeNull();
    invalidateReads();
    expect((await listPublishedReviews(programId, { programActive: true }))?.map((r) => r.userName)).toEqual(["Ana"]);
  });
});
