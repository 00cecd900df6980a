import "server-only";
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db";
import { detoxPrograms as p } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { invalidateReads } from "@/lib/cache/read-cache";
import { deleteProgramsById, setActor, setProgramsActive } from "@/features/programs/server";
import { adminProgramsWhere } from "./programs-data";
import type { bulkProgramsSchema } from "./list-query";

const CHUNK = 1_000;

/**
 * POST /api/admin/programs/bulk (issue 53): one transaction. The programs are locked and counted first; when they
 * are not the count the confirmation showed (`expected`), nothing is done and the answer says how many match now.
 * Deactivations are recorded in each program's history as the admin's ("Manage Programs (bulk)").
 */
export async function bulkPrograms({ action, ids, filter, expected }: z.output<typeof bulkProgramsSchema>) {
  const db = await getDb();
  const out = await db.transaction(async (tx) => {
    await setActor(tx, { actor: "admin", via: "Manage Programs (bulk)" });
    const where = ids ? inArray(p.id, ids) : adminProgramsWhere(filter ?? {});
    const rows = await tx.select({ id: p.id }).from(p).where(where).for("update");
    if (rows.length !== expected) {
      throw new DomainError("conflict", `${rows.length.toLocaleString("en-US")} programs match now, not ${expected.toLocaleString("en-US")}: nothing was changed. Reload the list and try again.`);
    }
    const all = rows.map((r) => r.id);
    let changed = 0;
    for (let i = 0; i < all.length; i += CHUNK) {
      const chunk = all.slice(i, i + CHUNK);
      changed += action === "delete" ? await deleteProgramsById(tx, chunk) : await setProgramsActive(tx, chunk, action === "activate");
    }
    return { action, matched: all.length, changed };
  });
  invalidateReads();
  return out;
}
