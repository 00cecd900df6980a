import { sql } from "drizzle-orm";
import { getDb, closeDb } from "../db/index";
import { searchPrograms, listPrograms } from "../lib/data/programs";
const qs: [string, () => Promise<unknown>][] = [
  ["text lead clinic", () => searchPrograms({ q: "lead clinic" })],
  ["text heron grove", () => searchPrograms({ q: "heron grove" })],
  ["text wellness appointments", () => searchPrograms({ q: "wellness appointments", page: 2 })],
  ["text ironwod (fuzzy)", () => searchPrograms({ q: "ironwod" })],
  ["zip 10001 distance", () => searchPrograms({ q: "10001", sortBy: "distance" })],
  ["zip 59101 distance", () => searchPrograms({ q: "59101", sortBy: "distance" })],
  ["city Houston, TX", () => searchPrograms({ q: "Houston, TX", sortBy: "distance" })],
  ["city Boise, ID rating", () => searchPrograms({ q: "Boise, ID" })],
  ["list CA FM price-low p3", () => listPrograms({ state: "CA", programTypes: ["Functional Medicine"], sortBy: "price-low", page: 3 })],
  ["list all recent p5", () => listPrograms({ sortBy: "recent", page: 5 })],
];
async function main() {
  const db = await getDb();
  await db.execute(sql`select 1`);
  for (const [name, f] of qs) {
    await f();
    const t: number[] = [];
    for (let i = 0; i < 5; i++) { const t0 = performance.now(); await f(); t.push(performance.now() - t0); }
    t.sort((a, b) => a - b);
    console.log(`${name.padEnd(30)} median ${t[2]!.toFixed(1)} ms  min ${t[0]!.toFixed(1)} ms`);
  }
  if (process.argv.includes("--explain")) {
    const r = await db.execute(sql.raw(process.argv[process.argv.indexOf("--explain") + 1]!));
    console.log(((r as unknown as { rows: Record<string, string>[] }).rows).map((x) => Object.values(x)[0]).join("\n"));
  }
}
main().finally(() => closeDb());
