import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { memoryReadsAllowed, readGeneration } from "@/lib/cache/read-cache";
import { PRIOR_MEAN_SQL } from "@/features/programs/server";
import { buildIndex, SEPARATOR, type Row } from "./build";
import { termCacheEntries } from "./terms";
import type { Index } from "./types";

/**
 * The index follows the read cache's rules (lib/cache/read-cache.ts): it is used only while the cache may serve, and
 * it is current only while no write has cleared the cache since it was read. Every change to the programs table
 * clears it, whoever made it: the app publishes its writes, and a trigger (migration 0013) those made in psql
 * or by a script. After a change the next search starts a rebuild; while it runs, searches ask the database
 * directly, as every search did before. A search waits for the rebuild (up to BUILD_WAIT_MS) only when the
 * last build took less than that, as a small directory's does. One build runs at a time, and the next may
 * start only as long after the last ended as that one took, so a stream of writes (an import) keeps a server
 * building at most half of the time. It is also rebuilt after MAX_AGE_MS, in the background.
 */

const BUILD_WAIT_MS = 250;
const MAX_AGE_MS = 10 * 60_000;
const BUILD_TIMEOUT_MS = 120_000;
const FAILED_BUILD_PAUSE_MS = 5_000;

type IndexState = {
  index: Index | null;
  building: Promise<Index | null> | null;
  buildGeneration: number;
  /** How long the last build took (read and index), and when the next may start. */
  lastBuildMs: number;
  nextBuildAt: number;
};
const store = globalThis as unknown as { __detoxProgramIndex?: IndexState };
const state = (store.__detoxProgramIndex ??= { index: null, building: null, buildGeneration: -1, lastBuildMs: 0, nextBuildAt: 0 });

/** What the index holds (GET /api/metrics): its programs, its age, and the word cache. */
export function programIndexStats(now = Date.now()): { programs: number; ageSeconds: number | null; building: boolean; termCacheEntries: number } {
  const index = state.index;
  return { programs: index?.n ?? 0, ageSeconds: index ? (now - index.builtAt) / 1000 : null, building: state.building !== null, termCacheEntries: termCacheEntries() };
}

async function loadIndex(generation: number): Promise<Index> {
  const t0 = performance.now();
  const db = await getDb();
  // One statement: one snapshot. created_at in microseconds (exact in a double) keeps "recent" ties as SQL orders them.
  // Reading 100,000 programs takes a second or two, more on a busy host: past a request's statement timeout.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = ${sql.raw(String(BUILD_TIMEOUT_MS))}`);
    return tx.execute(sql`
    select id, name, city, state, zip_code, latitude::float8 as lat, longitude::float8 as lng, rating::float8 as rating,
      review_count, price_min, price_max, (extract(epoch from created_at) * 1000000)::float8 as created_us,
      is_verified, telehealth, accepting_new_patients, hours::text as hours, ${PRIOR_MEAN_SQL} as prior_mean,
      array_to_string(program_types, ${SEPARATOR}) as program_types, array_to_string(payment_options, ${SEPARATOR}) as payment_options,
      array_to_string(languages, ${SEPARATOR}) as languages, array_to_string(services, ${SEPARATOR}) as services,
      array_to_string(array(select jsonb_array_elements(npi_taxonomies) ->> 'code'), ${SEPARATOR}) as taxonomy_codes,
      array_to_string(tsvector_to_array(search_vector), ${SEPARATOR}) as lexemes,
      array_to_string(tsvector_to_array(ts_filter(search_vector, '{a}')), ${SEPARATOR}) as name_lexemes,
      array_to_string(tsvector_to_array(ts_filter(search_vector, '{a,b}')), ${SEPARATOR}) as place_lexemes
    from detox_programs where is_active`);
  });
  const t1 = performance.now();
  const index = await buildIndex((result as unknown as { rows: Row[] }).rows, generation);
  if (index.n >= 10_000) {
    const heap = Math.round(process.memoryUsage().heapUsed / 1e6);
    console.info(`[search index] ${index.n} programs: read in ${Math.round(t1 - t0)} ms, indexed in ${Math.round(performance.now() - t1)} ms (heap now ${heap} MB)`);
  }
  return index;
}

/**
 * The current index, or null when the database must answer: memory reads are off, or the index is being
 * (re)built and not ready (within BUILD_WAIT_MS, when the last build was that quick), or its build failed.
 */
export async function currentIndex(): Promise<Index | null> {
  if (!memoryReadsAllowed()) return null;
  const generation = readGeneration();
  const index = state.index;
  if (index && index.generation === generation) {
    if (Date.now() - index.builtAt > MAX_AGE_MS) void rebuild(generation);
    if (Date.now() - index.builtAt <= 2 * MAX_AGE_MS) return index;
  }
  const building = rebuild(generation);
  if (!building || state.lastBuildMs > BUILD_WAIT_MS) return null;
  const ready = await Promise.race([building, new Promise<null>((resolve) => setTimeout(resolve, BUILD_WAIT_MS, null).unref?.())]);
  return ready && ready.generation === readGeneration() ? ready : null;
}

/**
 * Starts a build of this generation, or returns the one running for it; null while a build of an older
 * generation runs or the pause after the last build lasts. The result replaces the index only if no change
 * came while it read.
 */
function rebuild(generation: number): Promise<Index | null> | null {
  if (state.building) return state.buildGeneration === generation ? state.building : null;
  if (Date.now() < state.nextBuildAt) return null;
  state.buildGeneration = generation;
  const started = performance.now();
  const building = loadIndex(generation).then(
    (index) => {
      if (index.generation === readGeneration()) state.index = index;
      return index;
    },
    (error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
      console.error("Could not build the search index; the database answers searches:", cause ?? (error instanceof Error ? error.message.split("\n")[0] : error));
      return null;
    },
  );
  state.building = building;
  void building.then((index) => {
    state.lastBuildMs = performance.now() - started;
    state.nextBuildAt = Date.now() + (index ? state.lastBuildMs : Math.max(state.lastBuildMs, FAILED_BUILD_PAUSE_MS));
    if (state.building === building) state.building = null;
  });
  return building;
}

/**
 * Builds the index at start-up, so the first searches need not ask the database. On PostgreSQL it waits
 * (up to 10 s) for the cache's LISTEN connection, without which the index is not used.
 */
export async function warmProgramIndex(): Promise<void> {
  for (let tries = 0; tries < 40 && !memoryReadsAllowed(); tries++) await new Promise((resolve) => setTimeout(resolve, 250));
  if (memoryReadsAllowed()) await rebuild(readGeneration());
}
