/**
 * `npm run db:seed [-- --count N] [-- --seed S]`: replaces the fictional demo data set.
 * Uses the embedded PGlite database (PGLITE_DATA_DIR, default .data/pglite) or DATABASE_URL when set.
 */
import { parseArgs } from "node:util";
import { closeDb, getDb, getDriver } from "../db/index";
import { seedDemoData } from "../features/programs/demo/seed";
import { env } from "../lib/env";
import { numberOption, readCommandLine } from "./args.mjs";

const OPTS = readCommandLine("npm run db:seed [-- --count N] [-- --seed S]", () => {
  const { values } = parseArgs({ options: { count: { type: "string" }, seed: { type: "string" } } });
  return {
    count: numberOption(values.count, "count", 300, 1, 100_000, { whole: true }),
    seed: numberOption(values.seed, "seed", 1, 0, 2 ** 31 - 1, { whole: true }),
  };
});

async function main() {
  const { count, seed } = OPTS;
  const started = Date.now();
  const db = await getDb();
  const driver = await getDriver();
  const where = driver === "postgres" ? "DATABASE_URL" : `PGlite at ${env.PGLITE_DATA_DIR}`;
  console.log(`Seeding ${count} demo programs (seed ${seed}) into ${where}...`);
  const result = await seedDemoData(db, { count, seed, replace: true });
  console.log(
    `Replaced the demo data: ${result.programs} programs, ${result.reviews} reviews, ` +
      `${result.practitioners} practitioners in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main()
  .catch((err: unknown) => {
    console.error("Seeding failed:", err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
