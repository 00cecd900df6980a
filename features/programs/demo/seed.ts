import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/index";
import { detoxPrograms, practitioners, reviews } from "@/db/schema";
import type { NewProgramRow, NewReviewRow } from "@/db/schema";
import { generateDemoPrograms, type DemoProgram } from "./data";

/** Rows per INSERT: well under Postgres' 65,535 bind parameters for every table here. */
const PROGRAM_BATCH = 500;
const REVIEW_BATCH = 1000;
const PRACTITIONER_BATCH = 500;

export type SeedOptions = { count?: number; seed?: number; replace?: boolean };
export type SeedResult = { programs: number; reviews: number; practitioners: number };

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The insert object of a demo program, without its nested reviews and practitioners. */
export function demoProgramRow(p: DemoProgram): NewProgramRow {
  const row: Partial<DemoProgram> = { ...p };
  delete row.reviews;
  delete row.practitioners;
  return row as NewProgramRow;
}

/**
 * Loads the fictional demo data set in one transaction. With `replace` (the default) the existing
 * demo rows (source = 'demo') go first, their reviews and practitioners with them (cascade).
 * Without it, programs already present (same source id) are kept and not inserted again.
 * Each demo program's rating and reviewCount are then derived from its published reviews.
 */
export async function seedDemoData(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const count = opts.count ?? 300;
  const data = generateDemoPrograms(count, opts.seed ?? 1, { withReviews: true });

  return db.transaction(async (tx) => {
    // A bulk load may outlast the server's per-statement limit (DB_STATEMENT_TIMEOUT_MS); this transaction only.
    await tx.execute(sql`set local statement_timeout = 0`);
    if (opts.replace ?? true) await tx.delete(detoxPrograms).where(eq(detoxPrograms.source, "demo"));

    const ids = new Map<string, string>();
    for (const batch of chunks(data, PROGRAM_BATCH)) {
      const rows = batch.map(demoProgramRow);
      const inserted = await tx
        .insert(detoxPrograms)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: detoxPrograms.id, sourceId: detoxPrograms.sourceId });
      for (const r of inserted) if (r.sourceId) ids.set(r.sourceId, r.id);
    }

    const reviewRows: NewReviewRow[] = [];
    const practitionerRows: (typeof practitioners.$inferInsert)[] = [];
    for (const p of data) {
      const programId = ids.get(p.sourceId);
      if (!programId) continue;
      for (const r of p.reviews) reviewRows.push({ ...r, programId, updatedAt: r.createdAt });
      for (const pr of p.practitioners) practitionerRows.push({ ...pr, programId });
    }

    for (const batch of chunks(reviewRows, REVIEW_BATCH)) await tx.insert(reviews).values(batch);
    let practitionerCount = 0;
    for (const batch of chunks(practitionerRows, PRACTITIONER_BATCH)) {
      const inserted = await tx
        .insert(practitioners)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: practitioners.id });
      practitionerCount += inserted.length;
    }

    // Programs without published reviews keep their defaults (rating 0, reviewCount 0).
    await tx.execute(sql`
      update detox_programs as p
         set rating = s.avg_rating, review_count = s.published
        from (select program_id, round(avg(rating)::numeric, 1) as avg_rating, count(*)::int as published
                from reviews
               where is_published
               group by program_id) as s
       where s.program_id = p.id and p.source = 'demo'`);

    return { programs: ids.size, reviews: reviewRows.length, practitioners: practitionerCount };
  });
}

/** True when there are no programs at all (first start: the embedded database may be seeded). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: detoxPrograms.id }).from(detoxPrograms).limit(1);
  return rows.length === 0;
}
