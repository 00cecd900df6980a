import { sql } from "drizzle-orm";
import { defineJobQueues } from "@/features/jobs/registry";
import { backgroundIdle } from "@/lib/queue/background";
import { getBoss } from "@/lib/queue/queue";
import { getDb } from "./db";

async function pendingOwnerMail(states: string): Promise<number> {
  const db = await getDb();
  const { rows } = (await db.execute(sql.raw(`select count(*)::int as n from pgboss.job where name = 'owner-mail'${states}`))) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

/**
 * Waits until every queued owner mail has been handled, whatever its outcome: PGlite's in-process queue is
 * empty, or (PostgreSQL) pg-boss holds no "owner-mail" job that is created, retrying or active. No blind sleep.
 */
export async function ownerMailDrained(timeoutMs = 25_000): Promise<void> {
  await backgroundIdle();
  if (!process.env.DATABASE_URL) return;
  await defineJobQueues();
  await getBoss(); // pg-boss's schema exists once the queue has opened
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if ((await pendingOwnerMail(" and state in ('created', 'retry', 'active')")) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("owner-mail jobs still pending");
}

/** Every owner-mail job pg-boss holds, once drained (0 on PGlite, whose queue is in-process). */
export async function ownerMailJobs(): Promise<number> {
  if (!process.env.DATABASE_URL) return 0;
  await ownerMailDrained();
  return pendingOwnerMail("");
}

/**
 * On PostgreSQL every integration file shares one database, and pg-boss's jobs outlive the file that queued
 * them: an owner mail queued by an earlier file (left created, retrying, or active when that file's worker
 * stopped) would hold ownerMailDrained() until it timed out, or be sent to this file's inbox. Start with none.
 */
export async function clearOwnerMailJobs(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  await defineJobQueues();
  await getBoss();
  await (await getDb()).execute(sql`delete from pgboss.job where name = 'owner-mail'`);
}
