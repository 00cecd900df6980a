// GET /api/metrics (issue 34): refuses anonymous callers and wrong tokens, answers the scraper's token and the
// admin's, in Prometheus text that parses, with the metrics the README lists, and nothing personal.
import { GET } from "@/app/api/metrics/route";
import { tsqueryTerms, programIndexStats, TERM_CACHE_MAX, TERM_MAX_LENGTH } from "@/features/search/memory-index";
import { metrics } from "@/lib/ops/request-metrics.mjs";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
let restore: () => void;

beforeAll(async () => {
  restore = setEnv({ METRICS_TOKEN: TOKEN });
  await resetDb();
  await insertPrograms([programRow({ name: "Zebulon Private Clinic", email: "owner@zebulon.example" })]);
});
afterAll(async () => {
  restore();
  await closeDb();
});

const scrape = (headers: Record<string, string> = {}) => call(GET, { path: "/api/metrics", headers: { ...freshIp(), ...headers } });

/**
 * Checks the Prometheus text exposition format line by line: comments are `# HELP name text` or
 * `# TYPE name type`; every other line is `name{label="value",...} number [timestamp]` (NaN and Inf in any case,
 * as Prometheus's parser, Go's ParseFloat, takes them: prom-client writes "Nan"). Answers the sample names.
 */
function parsePrometheus(text: string): Set<string> {
  const names = new Set<string>();
  const labels = String.raw`\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(?:,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*")*,?)?\}`;
  const sample = new RegExp(String.raw`^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:${labels})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[Nn]a[Nn]|[+-]?[Ii]nf))(?: -?\d+)?$`);
  const typed = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    if (line.startsWith("# HELP ")) {
      expect(line).toMatch(/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/);
      continue;
    }
    if (line.startsWith("# TYPE ")) {
      const m = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
      expect({ line, ok: m !== null }).toEqual({ line, ok: true });
      typed.set(m![1]!, m![2]!);
      continue;
    }
    const m = sample.exec(line);
    expect({ line, ok: m !== null }).toEqual({ line, ok: true });
    names.add(m![1]!);
  }
  // Every sample belongs to a declared metric (a histogram's _bucket, _sum and _count to its name).
  for (const name of names) expect({ name, typed: typed.has(name) || typed.has(name.replace(/_(bucket|sum|count|total|created)$/, "")) }).toEqual({ name, typed: true });
  return names;
}

describe("GET /api/metrics", () => {
  it("answers 401 in the project's JSON error shape without credentials, private, no-store", async () => {
    const res = await scrape();
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "Authentication required" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 401 to a wrong token, and to the right token without 'Bearer'", async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, "Bearer nope", TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape({ authorization });
      expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
      expect(res.json).toEqual({ error: "Authentication required" });
    }
  });

  it("checks the failed-login limit before the token: a client over it is refused the right token too (429)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await scrape({ ...ip, authorization: `Bearer wrong-${i}` })).status).toBe(401);
    expect((await scrape({ ...ip, authorization: `Bearer ${TOKEN}` })).status).toBe(429);
  });

  it("answers METRICS_TOKEN and the admin token with Prometheus text that parses and holds the listed metrics", async () => {
    metrics().requests.observe({ method: "GET", route: "/api/programs/search", status: "2xx" }, 0.012);
    for (const headers of [{ authorization: `Bearer ${TOKEN}` }, adminBearer]) {
      const res = await scrape(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const names = parsePrometheus(res.text);
      for (const name of [
        "detox_http_request_duration_seconds_bucket",
        "detox_http_request_duration_seconds_count",
        "detox_read_cache_entries",
        "detox_read_cache_bytes",
        "detox_read_cache_max_entries",
        "detox_read_cache_max_bytes",
        "detox_program_rows_kept",
        "detox_search_index_programs",
        "detox_search_index_age_seconds",
        "detox_search_terms_cached",
        "detox_db_pool_connections",
        "process_resident_memory_bytes",
        "nodejs_heap_size_used_bytes",
        "nodejs_external_memory_bytes",
        "nodejs_eventloop_lag_p99_seconds",
      ]) {
        expect({ name, present: names.has(name) }).toEqual({ name, present: true });
      }
      if (!process.env.DATABASE_URL) {
        expect(res.text).toMatch(/^detox_pglite_memory_bytes\{kind="wasm"\} [1-9]\d*$/m);
        expect(res.text).toMatch(/^detox_pglite_memory_bytes\{kind="heap_total"\} [1-9]\d*$/m);
      }
      expect(res.text).toMatch(/^# TYPE detox_job_queue_depth gauge$/m);
      expect(res.text).toMatch(/^# TYPE detox_job_failures gauge$/m);
      // Counts and sizes only: no program, email or address.
      expect(res.text).not.toMatch(/Zebulon|zebulon\.example|owner@|10\.9\./);
    }
  });
});

describe("the search words cache", () => {
  it("keeps at most TERM_CACHE_MAX words after many distinct ones, and no word longer than TERM_MAX_LENGTH", async () => {
    const words = Array.from({ length: TERM_CACHE_MAX + 500 }, (_, i) => `zq${i.toString(36)}word`);
    const terms = await tsqueryTerms(words.join(" & "));
    expect(terms).toHaveLength(words.length);
    expect(programIndexStats().termCacheEntries).toBe(TERM_CACHE_MAX);
    const long = "a".repeat(TERM_MAX_LENGTH + 1);
    expect(await tsqueryTerms(long)).toEqual([{ lexeme: long, prefix: false }]);
    expect(programIndexStats().termCacheEntries).toBe(TERM_CACHE_MAX);
  });
});
