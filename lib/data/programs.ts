import "server-only";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { detoxPrograms as p, type ProgramRow } from "@/db/schema";
import { boundingBox, lookupCity, lookupZip, parseCityState, resolvePlace, type Place } from "@/lib/geo";
import type { SortKey } from "@/lib/program-types";
import { toStateCode } from "@/lib/us-states";
import type { ProgramCreate, ProgramUpdate } from "@/lib/validation/program";
import { cachedRead, invalidateReads } from "./cache";

export type Program = ProgramRow & { distanceMiles?: number | null };
export type ProgramPage = { items: Program[]; total: number };

export type ListParams = {
  state?: string;
  /** Only listings whose verification stands (decisions.md "Trust"). */
  verified?: boolean;
  programTypes?: string[];
  sortBy?: SortKey;
  page?: number;
  pageSize?: number;
};

export type SearchParams = ListParams & { q: string; radius?: number; lat?: number; lng?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** Escapes LIKE wildcards so search text always matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

function filters({ state, programTypes, verified }: ListParams): SQL[] {
  const where: SQL[] = [eq(p.isActive, true)];
  if (state) where.push(eq(p.state, state));
  if (verified) where.push(eq(p.isVerified, true));
  if (programTypes && programTypes.length > 0) {
    where.push(sql`${p.programTypes} && ARRAY[${sql.join(programTypes.map((t) => sql`${t}`), sql`, `)}]::text[]`);
  }
  return where;
}

function distanceExpr(place: Place): SQL<number> {
  const lat = sql`${place.latitude}::float8`;
  const lng = sql`${place.longitude}::float8`;
  return sql<number>`(7917.5226 * asin(least(1, sqrt(
    power(sin(radians(${p.latitude}::float8 - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${p.latitude}::float8)) * power(sin(radians(${p.longitude}::float8 - ${lng}) / 2), 2)
  ))))`;
}

function ordering(sortBy: SortKey, distance?: SQL<number>): SQL[] {
  const tie = [desc(p.rating), desc(p.reviewCount), asc(p.name), asc(p.id)];
  switch (sortBy) {
    case "distance":
      return distance ? [sql`${distance} asc`, asc(p.name), asc(p.id)] : tie;
    case "price-low":
      return [sql`${p.priceMin} asc nulls last`, ...tie];
    case "price-high":
      return [sql`${p.priceMax} desc nulls last`, ...tie];
    case "recent":
      return [desc(p.createdAt), asc(p.id)];
    default:
      return tie;
  }
}

// The page and its total are two queries: a window count would make the database fetch and sort
// every matching row just to keep one page. The total is cached apart from page and sort.
async function runPage(countKey: string, where: SQL | undefined, order: SQL[], page: number, pageSize: number, distance?: SQL<number>): Promise<ProgramPage> {
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db
      .select({ program: p, ...(distance ? { distanceMiles: sql<number>`round((${distance})::numeric, 1)`.mapWith(Number) } : {}) })
      .from(p)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cachedRead(`count:${countKey}`, async () => {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(p).where(where);
      return row?.n ?? 0;
    }),
  ]);
  const items = rows.map((r) => (distance ? { ...r.program, distanceMiles: (r as { distanceMiles?: number }).distanceMiles ?? null } : r.program));
  return { items, total };
}

/** The filtered, sorted, paginated directory list (GET /api/programs, home page). */
export function listPrograms(params: ListParams = {}): Promise<ProgramPage> {
  const { sortBy = "rating", page = 1, pageSize = 20 } = params;
  const filterKey = `list:${JSON.stringify([params.state, params.programTypes, params.verified === true])}`;
  return cachedRead(`${filterKey}:${sortBy}:${page}:${pageSize}`, () => runPage(filterKey, and(...filters(params)), ordering(sortBy), page, pageSize));
}

/** Text search, plus radius search when the text (or lat/lng) names a place. */
export function searchPrograms(params: SearchParams): Promise<ProgramPage & { place: Place | null }> {
  const { q, radius = 50, sortBy = "rating", page = 1, pageSize = 20 } = params;
  const filterKey = `search:${JSON.stringify([q, radius, params.lat, params.lng, params.state, params.programTypes, params.verified === true])}`;
  return cachedRead(`${filterKey}:${sortBy}:${page}:${pageSize}`, async () => {
    const text = q.trim();
    const place =
      params.lat !== undefined && params.lng !== undefined
        ? { latitude: params.lat, longitude: params.lng, label: `${params.lat}, ${params.lng}` }
        : (resolvePlace(text) ?? null);
    const like = `%${escapeLike(text.toLowerCase())}%`;
    // A ZIP is a place, not words: it matches its own ZIP and its radius (both indexed), not text.
    const zipOnly = /^\d{5}$/.test(text);
    const matches: SQL[] = zipOnly
      ? [eq(p.zipCode, text)]
      : [
          sql`lower(${p.name}) like ${like} escape '\\'`,
          sql`lower(${p.city}) like ${like} escape '\\'`,
          sql`lower(${p.description}) like ${like} escape '\\'`,
          eq(p.zipCode, text),
        ];
    const stateCode = toStateCode(text);
    if (stateCode) matches.push(eq(p.state, stateCode));
    const cityState = parseCityState(text);
    if (cityState) matches.push(and(sql`lower(${p.city}) = ${cityState.city.toLowerCase()}`, eq(p.state, cityState.state))!);
    const distance = place ? distanceExpr(place) : undefined;
    if (place && distance) {
      const box = boundingBox(place.latitude, place.longitude, radius);
      matches.push(
        and(
          sql`${p.latitude} between ${box.minLat} and ${box.maxLat}`,
          sql`${p.longitude} between ${box.minLng} and ${box.maxLng}`,
          sql`${distance} <= ${radius}`,
        )!,
      );
    }
    const where = and(...filters(params), or(...matches));
    const result = await runPage(filterKey, where, ordering(sortBy, distance), page, pageSize, distance);
    if (!place) result.items = result.items.map((item) => ({ ...item, distanceMiles: null }));
    return { ...result, place };
  });
}

/** One active program by id; null for unknown or malformed ids. Shared by metadata and page. */
export const getProgram = cache(async (id: string, opts: { includeInactive?: boolean } = {}): Promise<Program | null> => {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const where = opts.includeInactive ? eq(p.id, id) : and(eq(p.id, id), eq(p.isActive, true));
  const [row] = await db.select().from(p).where(where).limit(1);
  return row ?? null;
});

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

export async function updateProgram(id: string, patch: ProgramUpdate): Promise<Program | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  return db.transaction(async (tx) => {
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
    invalidateReads();
    return row ?? null;
  });
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

export class PriceRangeError extends Error {
  constructor() {
    super("Minimum price must not be more than the maximum price");
  }
}

export async function deleteProgram(id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const deleted = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
  invalidateReads();
  return deleted.length > 0;
}

export async function getProgramsByIds(ids: string[]): Promise<Program[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const db = await getDb();
  return db.select().from(p).where(inArray(p.id, valid));
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
