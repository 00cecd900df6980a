// The read cache across app servers: a NOTIFY from any connection clears it; while the listening
// connection is down it reads through (never stale), and it comes back on its own.
import { sql } from "drizzle-orm";
import { cachedRead } from "@/lib/cache/read-cache";
import { cacheCoherent } from "@/lib/cache/sync";
import { closeDb, getDb } from "@/tests/support/db";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pgIt = onPostgres ? it : it.skip;

afterAll(async () => {
  await closeDb();
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 3000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

function counter(key: string) {
  let loads = 0;
  return { read: () => cachedRead(key, async () => ++loads), loads: () => loads };
}

it("serves a second read from the cache", async () => {
  await getDb();
  const c = counter("sync:basic");
  await c.read();
  if (onPostgres) await waitFor(() => cacheCoherent());
  await c.read();
  const before = c.loads();
  await c.read();
  expect(c.loads()).toBe(before);
});

/** Warms a counted read, runs `change` on another connection, and expects the cache cleared within a second. */
async function clearsWithinASecond(label: string, change: (other: import("pg").Client) => Promise<unknown>, after?: (other: import("pg").Client, c: ReturnType<typeof counter>) => Promise<void>) {
  const { Client } = await import("pg");
  const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
  try {
    await waitFor(() => cacheCoherent());
    const c = counter(label);
    await c.read();
    await c.read();
    expect(c.loads()).toBe(1);
    await change(other);
    const took = await waitFor(async () => (await c.read(), c.loads() === 2), 1000);
    expect(took).toBeLessThan(1000);
    await after?.(other, c);
  } finally {
    await other.end();
  }
}

pgIt("a NOTIFY sent by another connection clears the cache within a second", () =>
  clearsWithinASecond("sync:notify", (other) => other.query("select pg_notify('detox_read_cache', '')")));

pgIt("a change to the programs table made on another connection (psql, a script) clears the cache within a second", () =>
  // No row matches: the trigger runs once per statement, whatever it changed.
  clearsWithinASecond("sync:trigger", (other) => other.query("update detox_programs set name = name where false"), async (other, c) => {
    // A read changes nothing and says nothing.
    await other.query("select count(*) from detox_programs");
    await new Promise((r) => setTimeout(r, 200));
    await c.read();
    expect(c.loads()).toBe(2);
  }));

pgIt("reads through while the listening connection is down, and caches again once it is back", async () => {
  await waitFor(() => cacheCoherent());
  const db = await getDb();
  const c = counter("sync:drop");
  await c.read();
  await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen detox_read_cache' and pid <> pg_backend_pid()`);
  await waitFor(() => !cacheCoherent(), 2000);
  await c.read();
  await c.read();
  expect(c.loads()).toBe(3); // no cache while not listening
  await waitFor(() => cacheCoherent(), 5000);
  await c.read();
  const after = c.loads();
  await c.read();
  expect(c.loads()).toBe(after);
});
