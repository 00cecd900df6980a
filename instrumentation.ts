/** Runs once when the server starts: checks the environment, migrates, and seeds demo data. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./lib/env"); // throws, naming the variable, when the configuration is invalid
  const { onShutdown } = await import("./lib/ops/shutdown");
  const { closeDb } = await import("./db");
  const { prepareDatabase } = await import("./db/startup");
  await prepareDatabase();
  onShutdown("database", () => closeDb(), 100); // closeDb also stops the cache's LISTEN connection
  const { startCacheSync } = await import("./lib/data/cache");
  startCacheSync();
}
