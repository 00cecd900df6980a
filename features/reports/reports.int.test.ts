import { GET as list } from "@/app/api/programs/route";
import { GET as getOne } from "@/app/api/programs/[id]/route";
import { GET as publicReviews } from "@/app/api/programs/[id]/reviews/route";
import { POST as report } from "@/app/api/programs/[id]/reports/route";
import { GET as adminList } from "@/app/api/admin/reports/route";
import { PATCH as adminUpdate } from "@/app/api/admin/reports/[id]/route";
import { getAdminStats } from "@/features/admin/programs-data";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

let programId = "";
let hiddenId = "";
const EMAIL = "reporter.secret@example.org";
const valid = { reason: "wrong-contact", details: "The phone number rings a different business." };

beforeAll(async () => {
  await resetDb();
  const [a, b] = await insertPrograms([programRow({ name: "Reported Clinic" }), programRow({ name: "Inactive Clinic", isActive: false })]);
  programId = a!.id;
  hiddenId = b!.id;
});
afterAll(closeDb);

const post = (body: unknown, id = programId, headers = freshIp()) => call(report, { params: { id }, body, headers });

describe("POST /api/programs/{id}/reports", () => {
  it("files a report and answers only its id and status", async () => {
    const res = await post({ ...valid, email: EMAIL });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(["id", "status"]);
    expect(res.json.status).toBe("open");
    expect(res.text).not.toContain(EMAIL);
  });

  it("validates reason, details and email with the form's messages", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...valid, reason: "hate-it" }, "reason", "Please choose a reason"],
      [{ details: valid.details }, "reason", "Please choose a reason"],
      [{ ...valid, details: "too short" }, "details", "Please describe the problem in at least 10 characters"],
      [{ ...valid, details: "x".repeat(1001) }, "details", "Details must be at most 1000 characters"],
      [{ ...valid, details: "ten chars \u0000 and a NUL" }, "details", "Text must not contain NUL characters"],
      [{ ...valid, email: "not-an-email" }, "email", "Please enter a valid email"],
      [{ ...valid, details: 12345678901 }, "details", "Please describe the problem in at least 10 characters"],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.json.issues).toContainEqual({ path, message });
    }
    expect((await post({ ...valid, email: "" })).status).toBe(201);
    expect((await call(report, { params: { id: programId }, rawBody: "{", headers: freshIp() })).status).toBe(400);
  });

  it("answers 404 for unknown, malformed and inactive programs", async () => {
    expect((await post(valid, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await post(valid, "not-a-uuid")).status).toBe(404);
    expect((await post(valid, hiddenId)).status).toBe(404);
  });

  it("limits each client to 10 reports an hour (429 with Retry-After)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post(valid, programId, ip)).status).toBe(201);
    const res = await post(valid, programId, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(valid, programId, freshIp())).status).toBe(201);
  });
});

describe("admin report calls", () => {
  it("are admin-only", async () => {
    expect((await call(adminList)).status).toBe(401);
    expect((await call(adminList, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    const [one] = (await call(adminList, { headers: adminBearer })).json;
    expect((await call(adminUpdate, { method: "PATCH", params: { id: one.id }, body: { status: "resolved" } })).status).toBe(401);
  });

  it("list open reports newest first with the program's id and name, and the reporter's email for admins", async () => {
    const res = await call(adminList, { headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(10);
    expect(res.json.every((r: { status: string }) => r.status === "open")).toBe(true);
    const times = res.json.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.json[0]).toMatchObject({ programId, programName: "Reported Clinic", reason: "wrong-contact" });
    expect(res.json.some((r: { email: string | null }) => r.email === EMAIL)).toBe(true);
    expect((await call(adminList, { headers: adminBearer, query: { status: "closed" } })).status).toBe(400);
  });

  it("resolve and dismiss with a note, and the open count follows", async () => {
    const open = (await call(adminList, { headers: adminBearer })).json as { id: string }[];
    const before = (await getAdminStats()).openReports;
    expect(before).toBe(open.length);

    const resolved = await call(adminUpdate, { method: "PATCH", params: { id: open[0]!.id }, body: { status: "resolved", note: "Phone fixed." }, headers: adminBearer });
    expect(resolved.status).toBe(200);
    expect(resolved.json).toMatchObject({ status: "resolved", note: "Phone fixed." });
    expect(Date.parse(resolved.json.resolvedAt)).not.toBeNaN();
    const dismissed = await call(adminUpdate, { method: "PATCH", params: { id: open[1]!.id }, body: { status: "dismissed" }, headers: adminBearer });
    expect(dismissed.json).toMatchObject({ status: "dismissed", note: null });

    expect((await getAdminStats()).openReports).toBe(before - 2);
    expect((await call(adminList, { headers: adminBearer, query: { status: "resolved" } })).json.map((r: { id: string }) => r.id)).toEqual([open[0]!.id]);
    expect((await call(adminList, { headers: adminBearer, query: { status: "all" } })).json).toHaveLength(open.length);

    for (const body of [{ status: "open" }, { status: "resolved", note: "x".repeat(1001) }, {}]) {
      expect((await call(adminUpdate, { method: "PATCH", params: { id: open[2]!.id }, body, headers: adminBearer })).status).toBe(400);
    }
    expect((await call(adminUpdate, { method: "PATCH", params: { id: "nope" }, body: { status: "resolved" }, headers: adminBearer })).status).toBe(404);
  });

  it("never put the reporter's email into a public answer", async () => {
    for (const res of [
      await call(getOne, { params: { id: programId } }),
      await call(list),
      await call(publicReviews, { params: { id: programId } }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(EMAIL);
    }
  });
});
