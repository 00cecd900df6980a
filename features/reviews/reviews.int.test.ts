import { DELETE as rejectReview, PATCH } from "@/app/api/admin/reviews/[id]/route";
import { GET as moderationList } from "@/app/api/admin/reviews/route";
import { GET as getOne } from "@/app/api/programs/[id]/route";
import { GET as listReviews, POST as postReview } from "@/app/api/programs/[id]/reviews/route";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, countRows, insertPrograms, programRow, resetDb } from "@/tests/support/db";

const review = { userName: "Jane Doe", userEmail: "jane@example.com", rating: 4, title: "Careful and clear", comment: "They explained the blood lead results carefully." };

let programId: string;
beforeEach(async () => {
  await resetDb();
  programId = (await insertPrograms([programRow()]))[0]!.id;
});
afterAll(closeDb);

const submit = (body: unknown, id = programId) => call(postReview, { params: { id }, body, headers: freshIp() });
const program = async () => (await call(getOne, { params: { id: programId } })).json;
const approve = (id: string, isPublished = true) => call(PATCH, { method: "PATCH", params: { id }, body: { isPublished }, headers: adminBearer });

describe("reviews and moderation", () => {
  it("holds a new review for moderation: not listed, not counted", async () => {
    const res = await submit(review);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ userName: "Jane Doe", rating: 4, isPublished: false });
    expect(res.json.userEmail).toBeUndefined();
    expect((await call(listReviews, { params: { id: programId } })).json).toEqual([]);
    expect(await program()).toMatchObject({ rating: 0, reviewCount: 0 });
    const pending = await call(moderationList, { headers: adminBearer });
    expect(pending.json).toHaveLength(1);
    expect(pending.json[0]).toMatchObject({ programId, programName: expect.any(String), userEmail: "jane@example.com", isPublished: false });
  });

  it("publishes on approval and keeps rating and reviewCount equal to the published reviews", async () => {
    const a = (await submit({ ...review, rating: 5 })).json;
    const b = (await submit({ ...review, rating: 4 })).json;
    const c = (await submit({ ...review, rating: 2 })).json;
    await approve(a.id);
    expect(await program()).toMatchObject({ rating: 5, reviewCount: 1 });
    await approve(b.id);
    expect(await program()).toMatchObject({ rating: 4.5, reviewCount: 2 });
    await approve(c.id);
    expect(await program()).toMatchObject({ rating: 3.7, reviewCount: 3 });
    const listed = (await call(listReviews, { params: { id: programId } })).json;
    expect(listed.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id, c.id].sort());
    for (const r of listed) expect(Object.keys(r).sort()).toEqual(["comment", "createdAt", "id", "rating", "reply", "title", "userName"]);
    // Unpublishing is a rejection: it takes a reason (decisions.md, "Trust") and keeps the review.
    expect((await call(PATCH, { method: "PATCH", params: { id: a.id }, body: { isPublished: false, rejectReason: "off-topic" }, headers: adminBearer })).status).toBe(200);
    expect(await program()).toMatchObject({ rating: 3, reviewCount: 2 });
    expect((await call(rejectReview, { method: "DELETE", params: { id: c.id }, headers: adminBearer })).status).toBe(204);
    expect(await program()).toMatchObject({ rating: 4, reviewCount: 1 });
    expect((await call(rejectReview, { method: "DELETE", params: { id: b.id }, headers: adminBearer })).status).toBe(204);
    expect(await program()).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await call(moderationList, { headers: adminBearer, query: { status: "all" } })).json).toHaveLength(1);
    expect((await call(moderationList, { headers: adminBearer, query: { status: "published" } })).json).toHaveLength(0);
  });

  it("404s for unknown or malformed review and program ids", async () => {
    expect((await approve("5b1c3f8e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await approve("x")).status).toBe(404);
    expect((await call(rejectReview, { method: "DELETE", params: { id: "x" }, headers: adminBearer })).status).toBe(404);
    expect((await submit(review, "5b1c3f8e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await submit(review, "nope")).status).toBe(404);
    expect((await call(listReviews, { params: { id: "nope" } })).status).toBe(404);
  });

  it.each([
    ["userName", "", "Name is required"],
    ["userName", "J", "Name must be at least 2 characters"],
    ["userName", "J".repeat(51), "Name must be at most 50 characters"],
    ["userEmail", "jane", "Please enter a valid email"],
    ["rating", 0, "Please select a rating"],
    ["rating", 6, "Please select a rating"],
    ["rating", 4.5, "Please select a rating"],
    ["rating", true, "Please select a rating"],
    ["rating", "", "Please select a rating"],
    ["title", "", "Review title is required"],
    ["title", "Good", "Title must be at least 5 characters"],
    ["title", "T".repeat(101), "Title must be at most 100 characters"],
    ["comment", "Too short", "Review must be at least 10 characters long"],
    ["comment", "C".repeat(1001), "Review must be at most 1000 characters"],
  ])("refuses %s = %j with %j and writes nothing", async (field, value, message) => {
    const res = await submit({ ...review, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual({ path: field, message });
    expect((await countRows()).reviews).toBe(0);
  });

  it("accepts every limit exactly", async () => {
    expect((await submit({ ...review, userName: "Jo", title: "Fine.", comment: "0123456789", rating: 1 })).status).toBe(201);
    expect((await submit({ ...review, userName: "J".repeat(50), title: "T".repeat(100), comment: "C".repeat(1000), rating: "5" })).status).toBe(201);
  });

  it("limits each client to 10 reviews an hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await call(postReview, { params: { id: programId }, body: review, headers: ip })).status).toBe(201);
    const res = await call(postReview, { params: { id: programId }, body: review, headers: ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("refuses a moderation body that is not a boolean", async () => {
    const { id } = (await submit(review)).json;
    const res = await call(PATCH, { method: "PATCH", params: { id }, body: { isPublished: "true" }, headers: adminBearer });
    expect(res.status).toBe(400);
  });
});
