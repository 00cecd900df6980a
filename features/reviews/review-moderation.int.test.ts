import { subDays, subMonths } from "date-fns";
import { renderToStaticMarkup } from "react-dom/server";
import { PATCH } from "@/app/api/admin/reviews/[id]/route";
import { GET as moderationList } from "@/app/api/admin/reviews/route";
import { GET as getOne } from "@/app/api/programs/[id]/route";
import AboutReviewsPage from "@/app/(en)/about/reviews/page";
import { reviews } from "@/db/schema";
import { getAdminStats } from "@/features/admin/programs-data";
import { invalidateReads } from "@/lib/cache/read-cache";
import { getReviewStats } from "@/features/reviews/data";
import { REJECT_REASONS } from "@/features/reviews/schema";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, countRows, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

let programId: string;
beforeEach(async () => {
  await resetDb();
  programId = (await insertPrograms([programRow()]))[0]!.id;
});
afterAll(closeDb);

type Seed = { rating: number; createdAt: Date; isPublished?: boolean; rejectReason?: string | null };

async function seed(rows: Seed[]): Promise<string[]> {
  const db = await getDb();
  const out = await db
    .insert(reviews)
    .values(
      rows.map((row, i) => ({
        programId,
        userName: `Reviewer ${i}`,
        userEmail: `r${i}@example.com`,
        title: `Review number ${i}`,
        comment: "A description of a real visit to the clinic.",
        rating: row.rating,
        isPublished: row.isPublished ?? false,
        rejectReason: row.rejectReason ?? null,
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      })),
    )
    .returning({ id: reviews.id });
  invalidateReads();
  return out.map((row) => row.id);
}

const patch = (id: string, body: unknown) => call(PATCH, { method: "PATCH", params: { id }, body, headers: adminBearer });
const program = async () => (await call(getOne, { params: { id: programId } })).json;

describe("rejecting a review takes a reason from the fixed list", () => {
  it.each([
    [{ isPublished: false }, "A reason is required to reject a review"],
    [{ isPublished: false, rejectReason: "" }, `rejectReason must be one of: ${REJECT_REASONS.join(", ")}`],
    [{ isPublished: false, rejectReason: "negative" }, `rejectReason must be one of: ${REJECT_REASONS.join(", ")}`],
    [{ isPublished: false, rejectReason: "SPAM" }, `rejectReason must be one of: ${REJECT_REASONS.join(", ")}`],
    [{ isPublished: false, rejectReason: 1 }, `rejectReason must be one of: ${REJECT_REASONS.join(", ")}`],
    [{ isPublished: false, rejectReason: null }, `rejectReason must be one of: ${REJECT_REASONS.join(", ")}`],
    [{ isPublished: true, rejectReason: "spam" }, "rejectReason is only for rejecting a review"],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const [id] = await seed([{ rating: 5, createdAt: new Date(), isPublished: true }]);
    const db = await getDb();
    await call(PATCH, { method: "PATCH", params: { id: id! }, body: { isPublished: true }, headers: adminBearer });
    expect(await program()).toMatchObject({ rating: 5, reviewCount: 1 });
    const res = await patch(id!, body);
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual({ path: "rejectReason", message });
    const [row] = await db.select().from(reviews);
    expect(row).toMatchObject({ isPublished: true, rejectReason: null });
    expect(await program()).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it.each(REJECT_REASONS)("rejects with %s: kept, unpublished, with its reason, out of the rating and the pending list", async (reason) => {
    const [good, bad] = await seed([
      { rating: 5, createdAt: subDays(new Date(), 2) },
      { rating: 1, createdAt: subDays(new Date(), 1) },
    ]);
    expect((await patch(good!, { isPublished: true })).status).toBe(200);
    expect((await patch(bad!, { isPublished: true })).status).toBe(200);
    expect(await program()).toMatchObject({ rating: 3, reviewCount: 2 });

    const res = await patch(bad!, { isPublished: false, rejectReason: reason });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: bad, isPublished: false, rejectReason: reason });
    expect((await countRows()).reviews).toBe(2);
    expect(await program()).toMatchObject({ rating: 5, reviewCount: 1 });

    const ids = async (status: string) => (await call(moderationList, { headers: adminBearer, query: { status } })).json.map((r: { id: string }) => r.id);
    expect(await ids("pending")).toEqual([]);
    expect(await ids("rejected")).toEqual([bad]);
    expect(await ids("published")).toEqual([good]);
    expect((await ids("all")).sort()).toEqual([good, bad].sort());
    expect((await getAdminStats()).pendingReviews).toBe(0);

    // Approving it later clears the reason.
    expect((await patch(bad!, { isPublished: true })).json).toMatchObject({ isPublished: true, rejectReason: null });
    expect(await program()).toMatchObject({ rating: 3, reviewCount: 2 });
  });

  it("404s for an unknown review with a valid body", async () => {
    expect((await patch("5b1c3f8e-0000-4000-8000-000000000000", { isPublished: false, rejectReason: "spam" })).status).toBe(404);
  });
});

describe("/about/reviews figures", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const monthsAgo = (n: number) => subMonths(now, n);
  // Each status, rating and date chosen so a wrong filter or a wrong window changes a figure.
  const rows: Seed[] = [
    { rating: 5, createdAt: monthsAgo(1), isPublished: true },
    { rating: 4, createdAt: monthsAgo(3), isPublished: true },
    { rating: 2, createdAt: monthsAgo(6), isPublished: true },
    { rating: 1, createdAt: monthsAgo(11), isPublished: true },
    { rating: 3, createdAt: subDays(now, 1) },
    { rating: 1, createdAt: subDays(now, 4) },
    { rating: 5, createdAt: monthsAgo(2), rejectReason: "spam" },
    { rating: 5, createdAt: monthsAgo(4), rejectReason: "spam" },
    { rating: 1, createdAt: monthsAgo(5), rejectReason: "abusive" },
    { rating: 4, createdAt: monthsAgo(7), rejectReason: "conflict-of-interest" },
    { rating: 2, createdAt: monthsAgo(9), rejectReason: "personal-information" },
    // Outside the window: 13 months old, exactly 12 months old, and after `now`.
    { rating: 1, createdAt: monthsAgo(13), rejectReason: "spam" },
    { rating: 1, createdAt: monthsAgo(12), isPublished: true },
    { rating: 5, createdAt: new Date(now.getTime() + 60_000), isPublished: true },
  ];

  /** The figures by plain JS over the seeded rows, without SQL. */
  function expected(at: Date, data: Seed[]) {
    const since = subMonths(at, 12).getTime();
    const inWindow = data.filter((row) => row.createdAt.getTime() > since && row.createdAt.getTime() <= at.getTime());
    const published = inWindow.filter((row) => row.isPublished);
    const rejected = inWindow.filter((row) => !row.isPublished && row.rejectReason);
    const mean = (list: Seed[]) => (list.length ? list.reduce((sum, row) => sum + row.rating, 0) / list.length : null);
    return {
      received: inWindow.length,
      published: published.length,
      pending: inWindow.filter((row) => !row.isPublished && !row.rejectReason).length,
      rejected: rejected.length,
      rejectedByReason: REJECT_REASONS.map((reason) => ({ reason, count: rejected.filter((row) => row.rejectReason === reason).length })),
      averagePublished: mean(published),
      averageRejected: mean(rejected),
    };
  }

  it("equal counts computed independently from the same rows", async () => {
    await seed(rows);
    const want = expected(now, rows);
    // Sanity of the fixture: every figure is distinct from what a missing filter would give.
    expect(want).toMatchObject({ received: 11, published: 4, pending: 2, rejected: 5 });
    const got = await getReviewStats(now);
    expect(got).toMatchObject({ received: want.received, published: want.published, pending: want.pending, rejected: want.rejected, rejectedByReason: want.rejectedByReason });
    expect(got.averagePublished).toBeCloseTo(want.averagePublished!, 10);
    expect(got.averageRejected).toBeCloseTo(want.averageRejected!, 10);
    expect(got.since.toISOString()).toBe(subMonths(now, 12).toISOString());
  });

  it("reports no averages when there are no reviews", async () => {
    const got = await getReviewStats(now);
    expect(got).toMatchObject({ received: 0, published: 0, pending: 0, rejected: 0, averagePublished: null, averageRejected: null });
    expect(got.rejectedByReason.every((row) => row.count === 0)).toBe(true);
  });

  it("the rendered page shows the same figures", async () => {
    // The page counts up to the real now: shift the same rows to end today.
    const today = new Date();
    const shift = today.getTime() - now.getTime();
    const shifted = rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt.getTime() + shift) })).filter((row) => row.createdAt <= today);
    await seed(shifted);
    const want = expected(new Date(), shifted);
    const html = renderToStaticMarkup(await AboutReviewsPage());
    const figure = (id: string) => html.match(new RegExp(`data-figure="${id}">([^<]*)<`))?.[1];
    expect(figure("received")).toBe(String(want.received));
    expect(figure("published")).toBe(String(want.published));
    expect(figure("pending")).toBe(String(want.pending));
    expect(figure("rejected")).toBe(String(want.rejected));
    for (const { reason, count } of want.rejectedByReason) expect(figure(`reason-${reason}`)).toBe(String(count));
    expect(figure("average-published")).toBe(`${want.averagePublished!.toFixed(1)} of 5`);
    expect(figure("average-rejected")).toBe(`${want.averageRejected!.toFixed(1)} of 5`);
    expect(html).toContain("16 CFR Part 465");
    expect(html).toContain('href="https://www.govinfo.gov/content/pkg/FR-2024-08-22/html/2024-18519.htm"');
  });
});
