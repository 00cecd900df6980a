import * as adminReview from "@/app/api/admin/reviews/[id]/route";
import { eq } from "drizzle-orm";
import { detoxPrograms, reviews } from "@/db/schema";
import { getAdminStats, searchAdminPrograms } from "@/features/admin/programs-data";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

beforeAll(async () => {
  await resetDb();
  await insertPrograms([
    programRow({ name: "Green Valley Detox", city: "Burlington", state: "VT", website: "https://gv.example/", imageUrl: "/demo/logo-1.svg" }),
    programRow({ name: "Lakeside 100% Wellness", city: "Madison", state: "WI", website: "https://lake.example/" }),
    programRow({ name: "Quiet Pines", city: "Greenville", state: "SC", isActive: false }),
    ...Array.from({ length: 30 }, (_, i) => programRow({ name: `Filler ${String(i).padStart(2, "0")}`, city: "Austin", state: "TX" })),
  ]);
});
afterAll(closeDb);

describe("searchAdminPrograms", () => {
  it("matches name, city or state case-insensitively, inactive programs included", async () => {
    const names = async (q: string) => (await searchAdminPrograms({ q })).items.map((p) => p.name);
    expect(await names("GREEN")).toEqual(["Green Valley Detox", "Quiet Pines"]);
    expect(await names("madison")).toEqual(["Lakeside 100% Wellness"]);
    expect(await names("vt")).toEqual(["Green Valley Detox"]);
    expect(await names("Vermont")).toEqual(["Green Valley Detox"]);
    // Wildcards match literally.
    expect(await names("100%")).toEqual(["Lakeside 100% Wellness"]);
    expect(await names("%")).toEqual(["Lakeside 100% Wellness"]);
    expect(await names("_")).toEqual([]);
  });

  it("lists unverified owner submissions first, newest first, then the rest by name", async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const added = await insertPrograms([
      programRow({ name: "Zeta Owner Older", source: "owner", createdAt: day(2) }),
      programRow({ name: "Zeta Owner Newer", source: "owner", createdAt: day(5) }),
      programRow({ name: "Aaa Owner Verified", source: "owner", isVerified: true, verifiedAt: day(6), verificationMethod: "admin" }),
    ]);
    try {
      const names = (await searchAdminPrograms({})).items.map((p) => p.name);
      expect(names.slice(0, 4)).toEqual(["Zeta Owner Newer", "Zeta Owner Older", "Aaa Owner Verified", "Filler 00"]);
    } finally {
      const db = await getDb();
      for (const row of added) await db.delete(detoxPrograms).where(eq(detoxPrograms.id, row.id));
    }
  });

  it("pages through every program", async () => {
    const first = await searchAdminPrograms({ page: 1, pageSize: 25 });
    const second = await searchAdminPrograms({ page: 2, pageSize: 25 });
    expect(first.total).toBe(33);
    expect(first.items).toHaveLength(25);
    expect(second.items).toHaveLength(8);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(33);
    expect((await searchAdminPrograms({ page: 9 })).total).toBe(33);
  });
});

describe("getAdminStats", () => {
  it("counts programs, pending reviews and the average rating, and follows moderation at once", async () => {
    const [program] = (await searchAdminPrograms({ q: "Green Valley" })).items;
    const db = await getDb();
    const [a, b] = await db
      .insert(reviews)
      .values([
        { programId: program!.id, userName: "Ann", userEmail: "ann@example.com", rating: 5, title: "Very good", comment: "Calm and careful staff." },
        { programId: program!.id, userName: "Bob", userEmail: "bob@example.com", rating: 2, title: "Not for me", comment: "Long wait for results." },
      ])
      .returning();
    expect(await getAdminStats()).toMatchObject({ totalPrograms: 33, withWebsite: 2, withImage: 1, pendingReviews: 2, publishedReviews: 0, averageRating: null, ratedPrograms: 0 });

    expect((await call(adminReview.PATCH, { method: "PATCH", params: { id: a!.id }, body: { isPublished: true }, headers: adminBearer })).status).toBe(200);
    expect(await getAdminStats()).toMatchObject({ pendingReviews: 1, publishedReviews: 1, averageRating: 5, ratedPrograms: 1 });
    expect((await call(adminReview.PATCH, { method: "PATCH", params: { id: b!.id }, body: { isPublished: true }, headers: adminBearer })).status).toBe(200);
    expect((await getAdminStats()).averageRating).toBe(3.5);
    expect((await call(adminReview.DELETE, { method: "DELETE", params: { id: b!.id }, headers: adminBearer })).status).toBe(204);
    expect(await getAdminStats()).toMatchObject({ pendingReviews: 0, publishedReviews: 1, averageRating: 5 });
  });
});
