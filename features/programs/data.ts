import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Tx } from "@/db";
import { DomainError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { detoxPrograms as p, reviews as r, type ProgramRow } from "@/db/schema";
import { lookupCity, lookupZip } from "@/lib/geo";
import { cachedRead, invalidateReads, memoryReadsAllowed } from "@/lib/cache/read-cache";
import type { ProgramCreate, ProgramUpdate } from "./schema";
import { ADMIN_EDIT, withActor, type Actor } from "./history";
import { rowsById } from "./kept-rows";

export type Program = ProgramRow & { distanceMiles?: number | null };

/** One active program by id; null for unknown or malformed ids. Shared by metadata and page. */
export const getProgram = cache(async (id: string, opts: { includeInactive?: boolean } = {}): Promise<Program | null> => {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const where = opts.includeInactive ? eq(p.id, id) : and(eq(p.id, id), eq(p.isActive, true));
  const [row] = await db.select().from(p).where(where).limit(1);
  return row ?? null;
});

/**
 * One active program for the public pages (the program page and its metadata): the row the last searches and
 * lists kept (rowsById: current until a write clears the read cache), else read and kept. Visitors mostly arrive
 * from a list of results, so the page does not ask the database again for a row it just showed. Write paths
 * and owner checks use getProgram, which always reads. Its one caller, loadProgramPage, is React-`cache`d per request.
 */
export async function getPublicProgram(id: string): Promise<Program | null> {
  if (!isUuid(id)) return null;
  if (!memoryReadsAllowed()) return getProgram(id);
  const key = id.toLowerCase(); // kept rows are keyed by the database's spelling of the id
  return (await rowsById([key])).get(key) ?? null;
}

function coordinatesFor(zipCode: string, city: string, state: string): { latitude: number; longitude: number } {
  const place = lookupZip(zipCode.slice(0, 5)) ?? lookupCity(city, state);
  // Unknown places get 0,0, which the map treats as "no valid coordinates".
  return place ? { latitude: place.latitude, longitude: place.longitude } : { latitude: 0, longitude: 0 };
}

/** Adds an owner-submitted program: live at once, unverified, placed by its ZIP. */
export async function createProgram(input: ProgramCreate): Promise<Program> {
  const db = await getDb();
  const [row] = await db
    .insert(p)
    .values({ ...input, ...coordinatesFor(input.zipCode, input.city, input.state), isVerified: false, isActive: true, source: "owner" })
    .returning();
  invalidateReads();
  return row!;
}

/**
 * Updates a program; the change history records it as made by `actor` (an admin edit unless said).
 * `allowed`, when given, runs first in the same transaction (an owner's ownership check): false = null.
 */
export async function updateProgram(id: string, patch: ProgramUpdate, actor: Actor = ADMIN_EDIT, allowed?: (tx: Tx) => Promise<boolean>): Promise<Program | null> {
  if (!isUuid(id)) return null;
  const updated = await withActor(actor, async (tx) => {
    if (allowed && !(await allowed(tx))) return null;
    const [current] = await tx.select().from(p).where(eq(p.id, id)).for("update");
    if (!current) return null;
    const values: Partial<ProgramRow> = { ...patch, ...verificationChange(current, patch), updatedAt: new Date() };
    const moved = patch.zipCode && patch.zipCode !== current.zipCode;
    if (moved && patch.latitude === undefined && patch.longitude === undefined) {
      Object.assign(values, coordinatesFor(patch.zipCode!, patch.city ?? current.city, patch.state ?? current.state));
    }
    const min = patch.priceMin !== undefined ? patch.priceMin : current.priceMin;
    const max = patch.priceMax !== undefined ? patch.priceMax : current.priceMax;
    if (min !== null && max !== null && min > max) throw new PriceRangeError();
    const [row] = await tx.update(p).set(values).where(eq(p.id, id)).returning();
    return row ?? null;
  });
  invalidateReads(); // after the commit: another server told now must read the new row
  return updated;
}

/**
 * What an admin's edit does to the verification record: ticking Verified verifies by our team (method
 * admin, today); unticking removes it; a new NPI number removes a verification made against the old one.
 */
function verificationChange(current: ProgramRow, patch: ProgramUpdate): Partial<ProgramRow> {
  const off = { isVerified: false, verifiedAt: null, verificationMethod: null };
  if (patch.isVerified === false) return off;
  if (patch.isVerified === true && !current.isVerified) return { isVerified: true, verifiedAt: new Date(), verificationMethod: "admin" };
  const npiChanged = patch.npiNumber !== undefined && patch.npiNumber !== current.npiNumber;
  if (npiChanged && current.verificationMethod === "npi" && patch.isVerified !== true) return off;
  return {};
}

/** A write whose minimum price is above its maximum: refused as invalid, on the priceMax field. */
export class PriceRangeError extends DomainError {
  constructor() {
    const message = "Minimum price must not be more than the maximum price";
    super("invalid", message, [{ path: "priceMax", message }]);
  }
}

export async function deleteProgram(id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const deleted = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
  invalidateReads();
  return deleted.length > 0;
}

/** True while demo rows are present (the site-wide notice); false when the database is down. */
export async function hasDemoPrograms(): Promise<boolean> {
  try {
    return await cachedRead("has-demo", async () => {
      const db = await getDb();
      const rows = await db.select({ one: sql`1` }).from(p).where(eq(p.source, "demo")).limit(1);
      return rows.length > 0;
    });
  } catch {
    return false;
  }
}

/** Sets a program's rating (one decimal) and reviewCount from its published reviews (features/reviews calls it in its writes). */
export async function recomputeRating(tx: Tx, programId: string): Promise<void> {
  await tx
    .update(p)
    .set({
      rating: sql`coalesce((select round(avg(${r.rating})::numeric, 1) from ${r} where ${r.programId} = ${programId} and ${r.isPublished}), 0)`,
      reviewCount: sql`(select count(*)::int from ${r} where ${r.programId} = ${programId} and ${r.isPublished})`,
      updatedAt: new Date(),
    })
    .where(eq(p.id, programId));
}
