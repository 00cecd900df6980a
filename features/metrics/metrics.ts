import "server-only";
import { Gauge } from "prom-client";
import { databaseStats } from "@/db";
import { READ_CACHE_MAX_BYTES, READ_CACHE_MAX_ENTRIES, readCacheStats } from "@/lib/cache/read-cache";
import { metrics } from "@/lib/ops/request-metrics.mjs";
import { jobRunCounts } from "@/features/jobs/server";
import { keptRowStats } from "@/features/programs/server";
import { programIndexStats } from "@/features/search/server";

/**
 * GET /api/metrics: the process's registry (lib/ops/request-metrics.mjs: default process metrics and the
 * request histogram that scripts/server.mjs fills) with the app's gauges, read at scrape time. Only counts,
 * sizes and ages: no URL, query, name or address is ever a label or a value.
 */
type Collect = (this: Gauge<string>) => Promise<void> | void;

function gauge(name: string, help: string, collect: Collect, labelNames: string[] = []): void {
  const { registry, extras } = metrics();
  if (extras.has(name)) return;
  extras.add(name);
  new Gauge({ name, help, labelNames, registers: [registry], collect });
}

/** Adds the app's gauges to the registry, once per process. */
function registerAppMetrics(): void {
  gauge("detox_read_cache_entries", "Entries in the in-process read cache (bound: detox_read_cache_max_entries)", function () {
    this.set(readCacheStats().entries);
  });
  gauge("detox_read_cache_bytes", "Approximate bytes held by the read cache's entries (bound: detox_read_cache_max_bytes)", function () {
    this.set(readCacheStats().bytes);
  });
  gauge("detox_read_cache_max_entries", "The read cache's bound in entries", function () {
    this.set(READ_CACHE_MAX_ENTRIES);
  });
  gauge("detox_read_cache_max_bytes", "The read cache's bound in bytes", function () {
    this.set(READ_CACHE_MAX_BYTES);
  });
  gauge("detox_read_cache_seen_keys", "Keys asked for once, kept to cache a search from its second request", function () {
    this.set(readCacheStats().seenKeys);
  });
  gauge("detox_program_rows_kept", "Program rows kept by id for search pages", function () {
    this.set(keptRowStats().rows);
  });
  gauge("detox_program_rows_kept_bytes", "Approximate bytes of the program rows kept for search pages", function () {
    this.set(keptRowStats().bytes);
  });
  gauge("detox_search_index_programs", "Programs in the in-memory search index (0: not built)", function () {
    this.set(programIndexStats().programs);
  });
  gauge("detox_search_index_age_seconds", "Seconds since the search index was built (-1: not built)", function () {
    this.set(programIndexStats().ageSeconds ?? -1);
  });
  gauge("detox_search_terms_cached", "Search words whose stemmed terms are remembered", function () {
    this.set(programIndexStats().termCacheEntries);
  });
  gauge(
    "detox_db_pool_connections",
    "Database pool connections by state (total, idle, waiting requests, max)",
    async function () {
      const stats = await databaseStats().catch(() => null);
      if (!stats) return;
      for (const [state, value] of Object.entries(stats.pool)) this.set({ state }, value);
    },
    ["state"],
  );
  gauge(
    "detox_pglite_memory_bytes",
    "The embedded database's worker: its WASM memory (Postgres; it never shrinks) and its JavaScript heap (used, and committed as heap_total)",
    async function () {
      const stats = await databaseStats().catch(() => null);
      if (!stats?.pglite) return;
      this.set({ kind: "wasm" }, stats.pglite.wasmBytes);
      this.set({ kind: "heap_used" }, stats.pglite.heapUsed);
      this.set({ kind: "heap_total" }, stats.pglite.heapTotal);
      this.set({ kind: "external" }, stats.pglite.external);
    },
    ["kind"],
  );
  gauge(
    "detox_job_queue_depth",
    "Job runs queued or running, by kind",
    async function () {
      this.reset();
      for (const { kind, status, count } of await jobRunCounts().catch(() => [])) if (status === "queued" || status === "running") this.inc({ kind }, count);
    },
    ["kind"],
  );
  gauge(
    "detox_job_failures",
    "Job runs that failed, by kind (kept in job_runs)",
    async function () {
      this.reset();
      for (const { kind, status, count } of await jobRunCounts().catch(() => [])) if (status === "failed") this.set({ kind }, count);
    },
    ["kind"],
  );
}

/** The Prometheus text of every metric. */
export async function metricsAnswer(): Promise<Response> {
  registerAppMetrics();
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "private, no-store" } });
}
