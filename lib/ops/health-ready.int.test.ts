// Liveness and readiness for a load balancer: /api/health always 200; /api/ready 200 only when the
// database answers with every shipped migration applied, and not while the server drains.
import { sql } from "drizzle-orm";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { closeDb, getDb } from "@/tests/support/db";
import { call } from "@/tests/support/api";

const flags = globalThis as unknown as { __detoxDraining?: boolean };

afterAll(async () => {
  flags.__detoxDraining = undefined;
  await closeDb();
});

it("health answers 200 without the database", async () => {
  const res = await call(health);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ ok: true });
});

it("ready answers 200 on a migrated database", async () => {
  const res = await call(ready);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ ready: true });
  expect(res.headers.get("cache-control")).toBe("no-store");
});

it("ready answers 503 when a shipped migration is not applied, and 200 again once it is", async () => {
  const db = await getDb();
  const last = await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  const row = (last as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
  await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
  try {
    const res = await call(ready);
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ ready: false, reason: "migrations" });
  } finally {
    await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
  }
  expect((await call(ready)).status).toBe(200);
});

it("ready answers 503 while the server drains", async () => {
  flags.__detoxDraining = true;
  const res = await call(ready);
  expect(res.status).toBe(503);
  expect(res.json).toEqual({ ready: false, reason: "draining" });
  expect(res.headers.get("retry-after")).toBe("5");
  flags.__detoxDraining = undefined;
});
