/** `npm run db:migrate`: opens the database (PGlite by default, DATABASE_URL when set), which applies pending migrations. */
import { closeDb, getDb, getDriver } from "../db/index";

async function main() {
  const started = Date.now();
  await getDb();
  const driver = await getDriver();
  console.log(`Migrations applied (${driver === "postgres" ? "DATABASE_URL" : "embedded PGlite"}) in ${Date.now() - started} ms.`);
}

main()
  .catch((err: unknown) => {
    console.error("Migration failed:", err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
