import "server-only";
import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db";
import { detoxPrograms as p } from "@/db/schema";
import type { NpiTaxonomy } from "@/db/vocab";
import { invalidateReads } from "@/lib/cache/read-cache";
import { isUuid } from "@/lib/ids";
import { withActor, type Actor } from "./history";

// Reads and writes of the admin jobs (website discovery, images, NPI) and the import screen's count.

/** Every program, active or not (the import screen's count). */
export async function countAllPrograms(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(p);
  return row?.n ?? 0;
}

const hasText = (column: typeof p.website | typeof p.imageUrl) => sql`(${column} is not null and ${column} <> '')`;
const noText = (column: typeof p.website | typeof p.imageUrl) => or(isNull(column), eq(column, ""));

/** Active programs without a website, for website discovery. */
export async function programsWithoutWebsite(limit: number) {
  const db = await getDb();
  return db.select().from(p).where(and(eq(p.isActive, true), noText(p.website))).orderBy(asc(p.createdAt), asc(p.id)).limit(limit);
}

/** Active programs with a website (and without an image unless `force`), for image updates. */
export async function programsForImageUpdate(limit: number, force: boolean) {
  const db = await getDb();
  const where = and(eq(p.isActive, true), hasText(p.website), force ? undefined : noText(p.imageUrl));
  return db.select().from(p).where(where).orderBy(asc(p.createdAt), asc(p.id)).limit(limit);
}

/** Sets a discovered website, only if the program still has none (an admin may have set one meanwhile). */
export async function setDiscoveredWebsite(id: string, website: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await withActor({ actor: "job", via: "Website discovery" }, (tx) =>
    tx
    .update(p)
    .set({ website, updatedAt: new Date() })
    .where(and(eq(p.id, id), noText(p.website)))
    .returning({ id: p.id }),
  );
  invalidateReads();
  return rows.length > 0;
}

/** Sets a program's image to one we stored, recorded in the history as made by `actor`. */
export async function setProgramImage(id: string, imageUrl: string, actor: Actor): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await withActor(actor, (tx) => tx.update(p).set({ imageUrl, updatedAt: new Date() }).where(eq(p.id, id)).returning({ id: p.id }));
  invalidateReads();
  return rows.length > 0;
}

/** Active programs with an NPI number, the longest unchecked first, for NPI verification. */
export async function programsWithNpi(limit: number) {
  const db = await getDb();
  return db
    .select()
    .from(p)
    .where(and(eq(p.isActive, true), isNotNull(p.npiNumber)))
    .orderBy(sql`${p.verifiedAt} asc nulls first`, asc(p.id))
    .limit(limit);
}

/**
 * Records an NPI check, if the program still has that NPI: a match verifies it (method npi, now) and stores the
 * record's taxonomies (its specialties); anything else removes its verification and its taxonomies (the number
 * is not this listing's, or no longer active). `unverified` runs in the same transaction when a verification was
 * removed: the NPI job opens a report there saying what did not match (features/reports).
 */
export async function recordNpiCheck(id: string, npiNumber: string, matched: boolean, taxonomies: NpiTaxonomy[], unverified: (tx: Tx) => Promise<void>): Promise<void> {
  await withActor({ actor: "job", via: "NPI verification" }, async (tx) => {
    const same = and(eq(p.id, id), eq(p.npiNumber, npiNumber));
    if (matched) {
      await tx.update(p).set({ isVerified: true, verifiedAt: new Date(), verificationMethod: "npi", npiTaxonomies: taxonomies, updatedAt: new Date() }).where(same);
      return;
    }
    const [row] = await tx.update(p).set({ isVerified: false, verifiedAt: null, verificationMethod: null, npiTaxonomies: [], updatedAt: new Date() }).where(same).returning({ id: p.id });
    if (row) await unverified(tx);
  });
  invalidateReads();
}
