import { sql } from "drizzle-orm";
import { getDb, closeDb } from "../db/index";
async function main() {
  const db = await getDb();
  for (const q of process.argv.slice(2)) {
    for (let i = 0; i < 2; i++) {
      const r = await db.execute(sql.raw(`explain (analyze, costs off) ${q}`));
      if (i === 1) console.log(((r as unknown as { rows: Record<string, string>[] }).rows).map((x) => Object.values(x)[0]).join("\n"), "\n");
    }
  }
}
main().finally(() => closeDb());
