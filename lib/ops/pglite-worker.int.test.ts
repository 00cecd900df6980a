// A slow query must not stall the thread that serves requests (issue 17): PGlite runs in a worker thread
// (db/pglite-worker.mjs), PostgreSQL in its own server. And a transaction holds the database alone: what it
// writes is seen by nobody until it commits, on PGlite (one session, the others wait) as on PostgreSQL.
import { sql } from "drizzle-orm";
import { detoxPrograms } from "@/db/schema";
import { closeDb, getDb, programRow, resetDb } from "@/tests/support/db";

afterAll(closeDb);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

it("keeps the event loop free while a slow query runs", async () => {
  const db = await getDb();
  await db.execute(sql`select 1`); // opened and warm
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  // Pure CPU in the database: about a second on PGlite, less on a PostgreSQL server.
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from generate_series(1, 3000000) g where g % 7 = 0`));
  const took = performance.now() - started;
  clearInterval(timer);
  longestGap = Math.max(longestGap, performance.now() - last); // the gap still open (all of it, if the timer never ran)
  expect(row!.n).toBe(428_571);
  // In the main thread the longest gap would be the whole query.
  expect(longestGap).toBeLessThan(Math.max(150, took / 2));
});

it("lets no other query see a transaction's writes before it commits, and keeps them after", async () => {
  await resetDb();
  const db = await getDb();
  const name = `Worker tx ${Date.now()}`;
  let committedAt = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inside!: () => void;
  const begun = new Promise<void>((resolve) => (inside = resolve));
  const tx = db.transaction(async (t) => {
    await t.insert(detoxPrograms).values(programRow({ name }));
    inside();
    await held;
  }).then(() => {
    committedAt = performance.now();
  });
  await begun;
  const outside = db.execute(sql`select count(*)::int as n from detox_programs where name = ${name}`).then((r) => ({ n: rowsOf<{ n: number }>(r)[0]!.n, at: performance.now() }));
  await new Promise((resolve) => setTimeout(resolve, 100));
  release();
  await tx;
  const seen = await outside;
  // PostgreSQL answers at once from its own snapshot (0); PGlite's one session answers after the commit (1).
  if (seen.n === 1) expect(seen.at).toBeGreaterThanOrEqual(committedAt);
  else expect(seen.n).toBe(0);
  const after = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from detox_programs where name = ${name}`));
  expect(after[0]!.n).toBe(1);
});

it("rolls back a failed transaction and goes on serving queries", async () => {
  await resetDb();
  const db = await getDb();
  await expect(
    db.transaction(async (t) => {
      await t.insert(detoxPrograms).values(programRow());
      await t.execute(sql`select * from no_such_table`);
    }),
  ).rejects.toThrow();
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from detox_programs`));
  expect(row!.n).toBe(0);
  const many = await Promise.all(Array.from({ length: 20 }, (_, i) => db.execute(sql`select ${i}::int as i`)));
  expect(many.map((r) => rowsOf<{ i: number }>(r)[0]!.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
});
