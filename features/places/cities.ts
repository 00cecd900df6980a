import "server-only";
import { and, asc, eq, inArray, not, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { cityRedirects, detoxPrograms as p } from "@/db/schema";
import type { CardFields } from "./place-listings";
import { cachedRead } from "@/lib/cache/read-cache";
import { haversineMiles, lookupCity, type Place } from "@/lib/geo";
import { chordMiles, distanceExpr, nearestFirst, ratingPriorMean, topRated, withinRadius } from "@/features/search/server";
import { hasSpecialty } from "@/features/search/server";
import { SPECIALTIES, type Specialty } from "@/features/programs";
import { citySlug } from "./city-slug";
import { listed } from "./sitemap-data";
import { STATE_PAGE_SIZE } from "./data";

/** A city page lists the city's programs and those within this many miles of it, nearest first. */
export const CITY_RADIUS_MILES = 25;
export const CITY_PAGE_SIZE = STATE_PAGE_SIZE;

/**
 * A city with active programs. `slug` is city_slug(city) (city-slug.ts), so "St. Louis" and "ST LOUIS" are
 * one city; `name` is its most common spelling. `listed` counts the programs the sitemap lists (an owner's
 * submission waits for verification): a city page exists, and is indexed, when it has one.
 */
export type City = {
  state: string;
  slug: string;
  name: string;
  programs: number;
  listed: number;
  /** The centre of its programs with coordinates (null when none has). */
  latitude: number | null;
  longitude: number | null;
  /** The newest change of a listed program (ISO), the sitemap's lastmod. */
  updatedAt: string | null;
  /** What its programs are, for the page's intro: how many offer telehealth, and per NPI specialty. */
  telehealth: number;
  specialties: Partial<Record<Specialty, number>>;
  /** The city's spellings in the table ("Austin", "austin"): rows of the city without city_slug() per row. */
  spellings: string[];
};

export type Cities = { all: City[]; byKey: Map<string, City>; byState: Map<string, City[]> };

const cityKey = (state: string, slug: string) => `${state}/${slug}`;
const slugOf = sql<string>`city_slug(${p.city})`;

/**
 * Every city with an active program, one query per change of the programs (the read cache): the state pages'
 * city lists, a city page's existence and its nearby cities, and the sitemap read it from memory.
 */
export function allCities(): Promise<Cities> {
  return cachedRead("places:cities", async () => {
    const db = await getDb();
    const real = sql`not (${p.latitude} = 0 and ${p.longitude} = 0)`;
    // Grouped by the city as written, then merged by slug here: city_slug() on every row (a regular
    // expression) made this query take half a second at 100,000 programs, once per read-cache period.
    const rows = await db
      .select({
        state: p.state,
        city: p.city,
        programs: sql<number>`count(*)`.mapWith(Number),
        listed: sql<number>`count(*) filter (where ${listed})`.mapWith(Number),
        located: sql<number>`count(*) filter (where ${real})`.mapWith(Number),
        latitude: sql<number>`coalesce(sum(${p.latitude}::float8) filter (where ${real}), 0)`.mapWith(Number),
        longitude: sql<number>`coalesce(sum(${p.longitude}::float8) filter (where ${real}), 0)`.mapWith(Number),
        updatedAt: sql<string | null>`to_char(max(${p.updatedAt}) filter (where ${listed}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        telehealth: sql<number>`count(*) filter (where ${p.telehealth})`.mapWith(Number),
        ...Object.fromEntries(SPECIALTIES.map((s) => [s, sql<number>`count(*) filter (where ${hasSpecialty([s])})`.mapWith(Number)])),
      })
      .from(p)
      .where(eq(p.isActive, true))
      .groupBy(p.state, p.city);
    type Acc = City & { located: number; top: number };
    const merged = new Map<string, Acc>();
    for (const r of rows) {
      const slug = citySlug(r.city);
      if (slug === "") continue;
      const counts = r as unknown as Record<Specialty, number>;
      const key = cityKey(r.state, slug);
      const c = merged.get(key) ?? { state: r.state, slug, name: r.city, programs: 0, listed: 0, latitude: 0, longitude: 0, updatedAt: null, telehealth: 0, specialties: {}, spellings: [], located: 0, top: 0 };
      // Its name: the most common spelling (the first in order on a tie).
      if (r.programs > c.top || (r.programs === c.top && r.city < c.name)) [c.name, c.top] = [r.city, r.programs];
      c.programs += r.programs;
      c.listed += r.listed;
      c.located += r.located;
      c.latitude! += r.latitude;
      c.longitude! += r.longitude;
      if (r.updatedAt && (!c.updatedAt || r.updatedAt > c.updatedAt)) c.updatedAt = r.updatedAt;
      c.telehealth += r.telehealth;
      for (const s of SPECIALTIES) if (counts[s] > 0) c.specialties[s] = (c.specialties[s] ?? 0) + counts[s];
      c.spellings.push(r.city);
      merged.set(key, c);
    }
    const all: City[] = [...merged.values()].map((c) => ({
      state: c.state,
      slug: c.slug,
      name: c.name,
      programs: c.programs,
      listed: c.listed,
      latitude: c.located > 0 ? c.latitude! / c.located : null,
      longitude: c.located > 0 ? c.longitude! / c.located : null,
      updatedAt: c.updatedAt,
      telehealth: c.telehealth,
      specialties: c.specialties,
      spellings: c.spellings,
    }));
    const byState = new Map<string, City[]>();
    for (const c of all) byState.set(c.state, [...(byState.get(c.state) ?? []), c]);
    for (const list of byState.values()) list.sort((a, b) => a.name.localeCompare(b.name, "en-US"));
    return { all, byKey: new Map(all.map((c) => [cityKey(c.state, c.slug), c])), byState };
  });
}

/** The city of a page: null when no listed program is in it (the page answers 404, or a redirect). */
export async function findCity(state: string, slug: string): Promise<City | null> {
  const city = (await allCities()).byKey.get(cityKey(state, slug));
  return city && city.listed > 0 ? city : null;
}

/** Where a city's old URL now points (a rename or merge, recorded by migration 0020's trigger), or null. */
export function cityRedirect(state: string, slug: string): Promise<{ state: string; slug: string } | null> {
  return cachedRead(`places:city-redirect:${state}/${slug}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ state: cityRedirects.toState, slug: cityRedirects.toSlug })
      .from(cityRedirects)
      .where(and(eq(cityRedirects.state, state), eq(cityRedirects.slug, slug)))
      .limit(1);
    return row ?? null;
  }, { keepOnRepeat: true });
}

/** The point distances are measured from: the city's centre in the ZIP table, else the centre of its programs. */
export function cityCentre(city: City): Place | null {
  const known = lookupCity(city.name, city.state);
  if (known) return known;
  return city.latitude === null || city.longitude === null ? null : { latitude: city.latitude, longitude: city.longitude, label: `${city.name}, ${city.state}` };
}

/**
 * Other cities with listed programs near this one (any state), nearest first; when none is within `miles`,
 * the state's other cities with the most programs (`miles` null).
 */
export async function nearbyCities(city: City, { miles = 60, limit = 8 } = {}): Promise<(City & { miles: number | null })[]> {
  const cities = await allCities();
  const others = (c: City) => c.listed > 0 && !(c.state === city.state && c.slug === city.slug);
  const centre = cityCentre(city);
  const near: (City & { miles: number })[] = [];
  if (centre) {
    const dLat = miles / 69;
    for (const c of cities.all) {
      if (!others(c) || c.latitude === null || c.longitude === null || Math.abs(c.latitude - centre.latitude) > dLat) continue;
      const d = haversineMiles(centre.latitude, centre.longitude, c.latitude, c.longitude);
      if (d <= miles) near.push({ ...c, miles: Math.round(d) });
    }
  }
  if (near.length > 0) return near.sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name)).slice(0, limit);
  const inState = (cities.byState.get(city.state) ?? []).filter(others);
  return [...inState].sort((a, b) => b.listed - a.listed || a.name.localeCompare(b.name)).slice(0, limit).map((c) => ({ ...c, miles: null }));
}

export type CityListing = CardFields & { distanceMiles: number | null; inCity: boolean };

/** The columns of a card: a page reads 20 rows, not their descriptions, hours and the rest. */
const card = {
  id: p.id,
  name: p.name,
  city: p.city,
  state: p.state,
  imageUrl: p.imageUrl,
  rating: p.rating,
  reviewCount: p.reviewCount,
  npiTaxonomies: p.npiTaxonomies,
  programTypes: p.programTypes,
};
export type CityPage = {
  items: CityListing[];
  /** Programs in the city, and within CITY_RADIUS_MILES outside it (counted up to NEARBY_COUNT_CAP, or this page). */
  inCity: number;
  nearby: number;
  nearbyCapped: boolean;
  /** In the home search's order, nearest the city's centre first (false: the city has no centre, "Top rated"). */
  nearest: boolean;
  /** The home search of "City, ST" (its place query), or null when the ZIP table does not know the city. */
  search: string | null;
};

// The city's rows: by city_slug() for the index walk of its own list; by its spellings to leave them out of
// the radius (city_slug() per row, a regular expression, cost 40 ms over the 5,700 rows around Long Beach).
const inCityWhere = (city: City): SQL => and(eq(p.state, city.state), sql`${slugOf} = ${city.slug}`)!;
const isInCity = (city: City): SQL => and(eq(p.state, city.state), inArray(p.city, city.spellings))!;

/**
 * Nearby programs are counted up to this many (more show as "200+"): reading every one of the thousands within
 * 25 miles of a large city cost more than the rest of its page.
 */
const NEARBY_COUNT_CAP = 200;
/** Rows the nearest-first walk reads past a page's last row, to see that no tie with that row is left out. */
const NEAREST_SPARE = 5;

/**
 * The home search a city page links to: its place query, "City, ST" (when the ZIP table knows the city, so that
 * the search measures from the same centre as the page).
 */
export function citySearchQuery(city: City): string | null {
  return lookupCity(city.name, city.state) ? `${city.name}, ${city.state}` : null;
}

/**
 * One page of a city: its programs and the other programs within CITY_RADIUS_MILES, in the order of the home
 * search for "City, ST" (features/search, `ordering("distance")`): nearest the city's centre first, then name,
 * then id. So the page's list is the first results of that search, in the same order, up to the last program
 * within CITY_RADIUS_MILES (a program of the city farther out, a stray geocode, follows them here and may come
 * after other cities' programs there). Without a centre, the city's programs "Top rated". The rows: a
 * nearest-first walk of the GiST index on earth_loc, then the page by id (or, where the radius runs out, one read
 * of the city and its radius); the nearby count is a third read, capped, and kept per city.
 */
export function cityProgramsPage(city: City, page: number): Promise<CityPage> {
  return cachedRead(`places:city:${city.state}/${city.slug}:${page}`, async () => {
    const db = await getDb();
    const offset = (page - 1) * CITY_PAGE_SIZE;
    const centre = cityCentre(city);
    const search = citySearchQuery(city);
    const mine = and(eq(p.isActive, true), inCityWhere(city))!;

    if (!centre) {
      const rows = await db.select({ program: card }).from(p).where(mine).orderBy(...topRated(await ratingPriorMean())).limit(CITY_PAGE_SIZE).offset(offset);
      return { items: rows.map((r) => ({ ...r.program, distanceMiles: null, inCity: true })), inCity: city.programs, nearby: 0, nearbyCapped: false, nearest: false, search };
    }
    const distance = distanceExpr(centre);
    const radius = withinRadius(centre, CITY_RADIUS_MILES, distance);
    const near = and(eq(p.isActive, true), radius, not(isInCity(city)))!;
    const limit = Math.max(NEARBY_COUNT_CAP, page * CITY_PAGE_SIZE) + 1;
    // One count per city and limit, kept (a city's next page asks the same), not one per page.
    const nearCount = () =>
      cachedRead(`places:city-nearby:${city.state}/${city.slug}:${limit}`, async () => {
        const matches = db.select({ one: sql`1` }).from(p).where(near).limit(limit).as("matches");
        const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
        return row?.n ?? 0;
      });
    const pageRows = (where: SQL) =>
      db
        .select({
          program: card,
          distanceMiles: sql<number>`round((${distance})::numeric, 1)`.mapWith(Number),
          inCity: sql<boolean>`coalesce(${isInCity(city)}, false)`.mapWith((v: unknown) => v === true || v === "t"),
        })
        .from(p)
        .where(where)
        .orderBy(sql`${distance} asc`, asc(p.name), asc(p.id))
        .limit(CITY_PAGE_SIZE)
        .offset(offset);
    // The page's rows are among the active programs nearest the centre: the GiST index walks them nearest first
    // and stops after `upTo` (a large city has thousands within the radius; sorting them all by distance cost
    // 40-60 ms a page at 100,000 programs, the walk under 1 ms). When the walk's first offset + page-size rows are
    // all within the radius and the row that ends them has no tie beyond the walk, the page is exactly those
    // rows in the search's order (distance, name, id). Otherwise (the radius runs out on this page, so the
    // city's stray programs farther out may follow) the whole set is read and sorted as before.
    const rows = async () => {
      const upTo = offset + CITY_PAGE_SIZE + NEAREST_SPARE;
      const nearest = nearestFirst(centre);
      const walk = await db.select({ id: p.id, chord: nearest.mapWith(Number) }).from(p).where(eq(p.isActive, true)).orderBy(nearest).limit(upTo);
      const cut = walk[offset + CITY_PAGE_SIZE - 1];
      const last = walk[walk.length - 1];
      if (walk.length === upTo && cut && last && last.chord > cut.chord && chordMiles(cut.chord) <= CITY_RADIUS_MILES) {
        const ids = walk.filter((r) => r.chord <= cut.chord).map((r) => r.id);
        return pageRows(and(eq(p.isActive, true), inArray(p.id, ids))!);
      }
      return pageRows(and(eq(p.isActive, true), or(inCityWhere(city), radius))!);
    };
    const [counted, items] = await Promise.all([nearCount(), rows()]);
    return {
      items: items.map((r) => ({ ...r.program, distanceMiles: r.distanceMiles, inCity: r.inCity })),
      inCity: city.programs,
      nearby: Math.min(counted, limit - 1),
      nearbyCapped: counted >= limit,
      nearest: true,
      search,
    };
  }, { keepOnRepeat: true });
}
