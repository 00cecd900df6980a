import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db";
import { detoxPrograms, reviews, type NewProgramRow } from "@/db/schema";
import { invalidateReads } from "@/lib/cache/read-cache";

/** Empties every table (the PostgreSQL server is shared by all test files, run in band). */
export async function resetDb(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`truncate table detox_programs, reviews, program_reports, practitioners, rate_limits, job_runs, admin_totp_used, contact_messages, owners, city_redirects restart identity cascade`);
  invalidateReads();
}

let n = 0;
/** A valid program row; override what the test is about. */
export function programRow(over: Partial<NewProgramRow> = {}): NewProgramRow {
  n += 1;
  return {
    name: `Test Program ${n}`,
    description: "A test program offering lead and mercury testing.",
    address: `${n} Main St`,
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    phone: "(512) 555-0100",
    latitude: 30.2711,
    longitude: -97.7437,
    programTypes: ["Functional Medicine"],
    certifications: [],
    ...over,
  };
}

export async function insertPrograms(rows: NewProgramRow[]) {
  const db = await getDb();
  const out = await db.insert(detoxPrograms).values(rows).returning();
  invalidateReads();
  return out;
}

export async function countRows(): Promise<{ programs: number; reviews: number }> {
  const db = await getDb();
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(detoxPrograms);
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews);
  return { programs: p!.n, reviews: r!.n };
}

export { closeDb, getDb };
