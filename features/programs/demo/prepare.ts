import "server-only";
import { env } from "@/lib/env";
import { getDb, getDriver } from "@/db/index";
import { isDatabaseEmpty, seedDemoData } from "./seed";

/**
 * Migrates on start; on the embedded database, fills an empty directory with the demo data.
 * Nothing seeds automatically on a real server (`npm run db:seed` does that on purpose).
 */
export async function prepareDatabase(): Promise<void> {
  try {
    const db = await getDb();
    if ((await getDriver()) === "pglite" && env.SEED_DEMO_DATA === "auto" && (await isDatabaseEmpty(db))) {
      const t0 = Date.now();
      const counts = await seedDemoData(db);
      console.log(`[db] seeded demo data: ${counts.programs} programs, ${counts.reviews} reviews in ${Date.now() - t0} ms`);
    }
  } catch (error) {
    if (env.DATABASE_URL) {
      // The server still starts; API calls answer 503 until the database is reachable.
      console.error("[db] database not ready at start-up:", error instanceof Error ? error.message : error);
      return;
    }
    throw error;
  }
}
