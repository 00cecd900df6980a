// With the database unreachable, API calls answer 503 JSON at once, never a stack trace.
const saved = { ...process.env };

afterAll(async () => {
  // The read-cache listener keeps retrying the dead server: stop it, or its timer outlives this file.
  const { stopListening } = await import("@/lib/cache/sync");
  await stopListening();
  process.env = saved;
});

it("answers 503 JSON quickly when PostgreSQL cannot be reached", async () => {
  process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/nowhere";
  process.env.DB_CONNECT_TIMEOUT_MS = "500";
  let list!: typeof import("@/app/api/programs/route").GET;
  let one!: typeof import("@/app/api/programs/[id]/route").GET;
  jest.isolateModules(() => {
    list = require("@/app/api/programs/route").GET; // eslint-disable-line @typescript-eslint/no-require-imports
    one = require("@/app/api/programs/[id]/route").GET; // eslint-disable-line @typescript-eslint/no-require-imports
  });
  const { call } = await import("@/tests/support/api");
  const started = Date.now();
  const res = await call(list);
  expect(res.status).toBe(503);
  expect(res.json).toEqual({ error: "The database is unavailable. Please try again shortly." });
  expect(res.headers.get("retry-after")).toBe("5");
  const again = await call(one, { params: { id: "5b1c3f8e-0000-4000-8000-000000000000" } });
  expect(again.status).toBe(503);
  expect(Date.now() - started).toBeLessThan(3000);
});

it("/api/ready answers 503 while PostgreSQL cannot be reached; /api/health still 200", async () => {
  process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/nowhere";
  process.env.DB_CONNECT_TIMEOUT_MS = "500";
  let ready!: typeof import("@/app/api/ready/route").GET;
  let health!: typeof import("@/app/api/health/route").GET;
  jest.isolateModules(() => {
    ready = require("@/app/api/ready/route").GET; // eslint-disable-line @typescript-eslint/no-require-imports
    health = require("@/app/api/health/route").GET; // eslint-disable-line @typescript-eslint/no-require-imports
  });
  const { call } = await import("@/tests/support/api");
  const res = await call(ready);
  expect(res.status).toBe(503);
  expect(res.json).toEqual({ ready: false, reason: "database" });
  expect((await call(health)).status).toBe(200);
});
