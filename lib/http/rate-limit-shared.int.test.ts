import { call, freshIp } from "@/tests/support/api";
import { closeDb, resetDb } from "@/tests/support/db";

const valid = {
  name: "Shared Counter Clinic", phone: "(512) 555-0142", description: "Blood lead testing.", website: "https://shared.example",
  address: "1 Main St", city: "Austin", state: "TX", zipCode: "78701",
};

beforeAll(resetDb);
afterAll(closeDb);

// Two app servers are two module instances; on PostgreSQL they share one set of counters.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
(onPostgres ? it : it.skip)("shares counters between app instances through PostgreSQL", async () => {
  const load = () => {
    let handler!: typeof import("@/app/api/programs/route").POST;
    jest.isolateModules(() => {
      (globalThis as { __detoxLimiters?: unknown }).__detoxLimiters = undefined;
      handler = require("@/app/api/programs/route").POST; // eslint-disable-line @typescript-eslint/no-require-imports
    });
    return handler;
  };
  const first = load();
  const second = load();
  const ip = freshIp();
  for (let i = 0; i < 3; i++) expect((await call(first, { body: valid, headers: ip })).status).toBe(201);
  for (let i = 0; i < 2; i++) expect((await call(second, { body: valid, headers: ip })).status).toBe(201);
  expect((await call(first, { body: valid, headers: ip })).status).toBe(429);
  expect((await call(second, { body: valid, headers: ip })).status).toBe(429);
});
