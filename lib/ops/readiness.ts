import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";

/**
 * What a load balancer asks before sending traffic here: the database answers and every migration this
 * build ships is applied (by this server or another one; see the advisory lock in db/index.ts), and the
 * server is not draining after SIGTERM (scripts/server.mjs sets the flag).
 */
export type Readiness = { ready: true } | { ready: false; reason: "draining" | "database" | "migrations" };

const shutdown = globalThis as unknown as { __detoxDraining?: boolean };

let expected: number | undefined;
function shippedMigrations(): number {
  if (expected === undefined) {
    const journal = JSON.parse(readFileSync(path.join(process.cwd(), "db", "migrations", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expected = journal.entries.length;
  }
  return expected;
}

export async function readiness(): Promise<Readiness> {
  if (shutdown.__detoxDraining) return { ready: false, reason: "draining" };
  let applied: number;
  try {
    const db = await getDb();
    const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    applied = (res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  } catch {
    return { ready: false, reason: "database" };
  }
  return applied >= shippedMigrations() ? { ready: true } : { ready: false, reason: "migrations" };
}
