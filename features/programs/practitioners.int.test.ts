import { getDb } from "@/db";
import { practitioners } from "@/db/schema";
import { invalidateReads } from "@/lib/cache/read-cache";
import { listPublishedPractitioners } from "@/features/programs/practitioners";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

let programId: string;
let otherId: string;
beforeEach(async () => {
  await resetDb();
  [programId, otherId] = (await insertPrograms([programRow(), programRow()])).map((p) => p.id) as [string, string];
});
afterAll(closeDb);

async function addPractitioner(over: Partial<typeof practitioners.$inferInsert>) {
  const db = await getDb();
  await db.insert(practitioners).values({ programId, slug: `p-${Math.random().toString(36).slice(2)}`, fullName: "Someone", ...over });
  invalidateReads();
}

describe("listPublishedPractitioners", () => {
  it("lists only the program's published practitioners, by name, with what the page shows", async () => {
    await addPractitioner({ fullName: "Zoe Park", credentials: ["MD"], specialties: ["Lead exposure"], languages: ["English", "Korean"], telehealth: true, editorialStatus: "published", npiNumber: "1234567890", bio: "x".repeat(120) });
    await addPractitioner({ fullName: "Adam Cole", credentials: ["ND"], editorialStatus: "published" });
    await addPractitioner({ fullName: "Draft Person", editorialStatus: "draft" });
    await addPractitioner({ fullName: "In Review", editorialStatus: "review" });
    await addPractitioner({ fullName: "Elsewhere", editorialStatus: "published", programId: otherId });

    const list = await listPublishedPractitioners(programId);
    expect(list.map((p) => p.fullName)).toEqual(["Adam Cole", "Zoe Park"]);
    expect(list[1]).toEqual({ id: expect.any(String), slug: expect.any(String), fullName: "Zoe Park", credentials: ["MD"], specialties: ["Lead exposure"], languages: ["English", "Korean"], telehealth: true });
  });

  it("is empty for a program without practitioners and for malformed ids", async () => {
    expect(await listPublishedPractitioners(programId)).toEqual([]);
    expect(await listPublishedPractitioners("not-a-uuid")).toEqual([]);
  });
});
