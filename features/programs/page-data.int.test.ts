import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms, reviews } from "@/db/schema";
import { invalidateReads, memoryReadsAllowed } from "@/lib/cache/read-cache";
import { getProgram, getPublicProgram, listPrograms } from "@/features/programs/data";
import { loadProgramPage } from "@/features/programs/page-data";
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

/** Changes the row behind the application's back (no invalidateReads): what a kept row would not see. */
async function renameInDatabase(name: string) {
  const db = await getDb();
  await db.update(detoxPrograms).set({ name }).where(eq(detoxPrograms.id, programId));
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
    await listPrograms(); // the directory list shows this program: its row is kept
    await renameInDatabase("Renamed Behind The Back");
    expect((await getPublicProgram(programId))?.name).toBe("Kept Name Clinic"); // from memory
    expect((await getProgram(programId))?.name).toBe("Renamed Behind The Back"); // write paths always read
    invalidateReads();
    expect((await getPublicProgram(programId))?.name).toBe("Renamed Behind The Back");
  });

  it("reads and keeps a row no list has shown yet", async () => {
    expect((await getPublicProgram(programId))?.name).toBe("Kept Name Clinic");
    await renameInDatabase("Renamed Behind The Back");
    expect((await getPublicProgram(programId))?.name).toBe("Kept Name Clinic");
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
