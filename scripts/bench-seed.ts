/**
 * Child of `npm run bench` (scripts/bench.ts): fills the benchmark database with the demo data set.
 * Run as `tsx --conditions=react-server scripts/bench-seed.ts --count N`; the database comes from
 * the environment (PGLITE_DATA_DIR, or DATABASE_URL when set), read when db/index is imported.
 * Prints one line `BENCH_SEED_RESULT {json}` that the parent reads.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { closeDb, getDb, getDriver } from "../db/index";
import { seedDemoData } from "../features/programs/demo/seed";
import { numberOption, readCommandLine } from "./args.mjs";

const OPTS = readCommandLine("tsx --conditions=react-server scripts/bench-seed.ts [--count N] [--no-seed]", () => {
  const { values } = parseArgs({ options: { count: { type: "string" }, "no-seed": { type: "boolean", default: false } } });
  return { count: numberOption(values.count, "count", 10_000, 1, 100_000, { whole: true }), reuse: values["no-seed"] };
});

async function main() {
  const { count, reuse } = OPTS;
  const t0 = performance.now();
  const db = await getDb(); // opens and migrates
  const driver = await getDriver();
  const t1 = performance.now();
  const seeded = reuse ? { reused: true } : await seedDemoData(db, { count, seed: 1, replace: true });
  const t2 = performance.now();
  const rows = await db.execute<{ active: number; states: number; total: number }>(sql`
    select count(*) filter (where is_active)::int as active, count(distinct state)::int as states, count(*)::int as total
      from detox_programs`);
  // node-postgres returns { rows }, PGlite returns { rows } as well; be lenient about the shape.
  const first = ((rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]))[0] as
    | { active: number; states: number; total: number }
    | undefined;
  // A fresh ANALYZE so the planner sees 10,000 rows, as autovacuum would do soon after a real load.
  if (!reuse) await db.execute(sql`analyze`);
  const t3 = performance.now();
  const result = {
    driver,
    requested: count,
    ...seeded,
    activePrograms: first?.active ?? null,
    totalPrograms: first?.total ?? null,
    states: first?.states ?? null,
    openMs: Math.round(t1 - t0),
    seedMs: Math.round(t2 - t1),
    analyzeMs: Math.round(t3 - t2),
  };
  console.log(`BENCH_SEED_RESULT ${JSON.stringify(result)}`);
}

main()
  .catch((err: unknown) => {
    console.error("bench-seed failed:", err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
