/**
 * `npm run db:seed [-- --count N] [-- --seed S]`: replaces the fictional demo data set.
 * Uses the embedded PGlite database (PGLITE_DATA_DIR, default .data/pglite) or DATABASE_URL when set.
 */
import { closeDb, getDb, getDriver } from "../db/index";
import { seedDemoData } from "../features/programs/demo/seed";
import { env } from "../lib/env";

function intArg(name: string, fallback: number, min: number, max: number): number {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = args[i]!.includes("=") ? args[i]!.split("=")[1] : args[i + 1];
  const value = Number(raw);
  if (!raw || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

async function main() {
  const count = intArg("count", 300, 1, 100_000);
  const seed = intArg("seed", 1, 0, 2 ** 31 - 1);
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
