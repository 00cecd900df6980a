/**
 * `npm run soak -- --minutes N [--pg]`: does the production server's memory level off under sustained load?
 *
 *  1. Seeds 10,000 demo programs (scripts/load-kit.ts, as `npm run bench`): an embedded PGlite directory
 *     (.data/soak/pglite), or with --pg a fresh `detox_soak` database on postgres://postgres@127.0.0.1:5432.
 *  2. Builds when the build is missing or older than the sources (scripts/ensure-build.mjs), then starts
 *     `node scripts/server.mjs` on 127.0.0.1:3300 with METRICS_TOKEN set.
 *  3. For N minutes, 8 connections of mixed traffic where no request repeats: text searches of two random words
 *     (1 in 6 misspelt), ZIP and "City, ST" radius searches, lists and detail filters, the home page with a ZIP
 *     search, program pages (every program in turn) and the four guides (the only repeated paths).
 *  4. Every 30 s, reads RSS, heap used and external memory from GET /api/metrics (and RSS from /proc as a check);
 *     per minute, counts answers and errors and takes p50/p99. Prints a table and a verdict:
 *       - after the first 2 minutes RSS grows by less than 5 %: RSS is also read from /proc every 5 s, and the mean of
 *         each later 2-minute window is held against the mean of minutes 2-4 (the highest window counts). A single
 *         sample lands anywhere in a garbage collection's swing (about +-3 % of RSS on this server), so a sample
 *         against a sample measures the swing, not growth; that reading is printed too;
 *       - 0 errors (non-2xx answers, connection errors, timeouts);
 *       - the last minute's p99 within 20 % of the first minute's.
 *     Exit code 0 when all three pass, 1 otherwise.
 * Options: --minutes N (30), --pg, --count N (10000), --connections N (8), --port N (3300), --no-seed,
 * --user-agent S (sent with every load request; none by default).
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import {
  LOAD_OPTIONS, ROOT, answers, bar, loadHeaders, programIds, chooseDatabase, fmt, indexReady, loadAutocannon, longtailPaths, recreatePostgresDatabase, secs, seedDatabase, serverTail, sleep,
  startServer, stopServer, stopServerOnExit,
} from "./load-kit";
import { numberOption, readCommandLine, textOption } from "./args.mjs";
import { median, percentile } from "./stats.mjs";


const USAGE = "npm run soak -- [--minutes N] [--pg] [--count N] [--connections N] [--port N] [--no-seed] [--user-agent S]";
const OPTS = readCommandLine(USAGE, () => {
  const { values } = parseArgs({ options: { ...LOAD_OPTIONS, minutes: { type: "string" } } });
  return {
    minutes: numberOption(values.minutes, "minutes", 30, 1, 24 * 60),
    count: numberOption(values.count, "count", 10_000, 1, 100_000),
    connections: numberOption(values.connections, "connections", 8, 1, 256),
    port: numberOption(values.port, "port", 3300, 1024, 65535),
    pg: values.pg ?? false,
    noSeed: values["no-seed"] ?? false,
    userAgent: textOption(values["user-agent"], "user-agent"),
  };
});
const HOST = "127.0.0.1";
const BASE = `http://${HOST}:${OPTS.port}`;
/** Headers every load request carries (--user-agent). */
const LOAD_HEADERS = loadHeaders(OPTS.userAgent);
const TOKEN = randomBytes(24).toString("hex"); // METRICS_TOKEN of the server under test (32+ characters)
const SAMPLE_MS = 30_000;
/** RSS from /proc this often, for the verdict's window means (cheap: one small file read). */
const RSS_TRACE_MS = 5_000;
const WINDOW_MINUTES = 2;
const SETTLE_MINUTES = 2;
const RSS_GROWTH_LIMIT = 0.05;
const P99_LIMIT = 0.2;

// ---------------------------------------------------------------- the mixed distinct load
const GUIDES = ["/chelation-guide", "/choosing-guide", "/detox-guide", "/symptoms-guide"];

/** One path after another from a weighted rotation of kinds; each kind walks its own list of distinct paths. */
function mixedLoad(lists: Record<string, string[]>, weights: Record<string, number>) {
  const schedule = Object.entries(weights).flatMap(([kind, w]) => Array.from({ length: w }, () => kind));
  const next: Record<string, number> = {};
  let turn = 0;
  const counts: Record<string, number> = {};
  const nextRequest = () => {
    const kind = schedule[turn++ % schedule.length]!;
    const list = lists[kind]!;
    counts[kind] = (counts[kind] ?? 0) + 1;
    return { kind, path: list[(next[kind] = ((next[kind] ?? -1) + 1) % list.length)]! };
  };
  return { nextRequest, counts, kinds: Object.keys(weights) };
}

// ---------------------------------------------------------------- memory samples
type Sample = {
  t: number;
  rss: number | null;
  heapUsed: number | null;
  heapTotal: number | null;
  /** V8's young generation and old generation, as committed (heap total's two largest parts). */
  newSpace: number | null;
  oldSpace: number | null;
  external: number | null;
  procRss: number | null;
  /** PGlite's WASM memory and its worker's JavaScript heap, used and committed (null on PostgreSQL). */
  wasm: number | null;
  workerHeap: number | null;
  workerHeapTotal: number | null;
  cacheEntries: number | null;
  cacheBytes: number | null;
  rowsBytes: number | null;
  /** Requests the server has counted (the request histogram's _count over every route). */
  served: number;
};

/** Values of the metrics this script reads, from the Prometheus text of /api/metrics. */
function metricValues(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || !line.trim()) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?)\s+(\S+)/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

function procRss(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function sample(t: number, pid: number | undefined): Promise<Sample> {
  const res = await answers(`${BASE}/api/metrics`, 10_000, { headers: { authorization: `Bearer ${TOKEN}` } });
  const values = res?.ok ? metricValues(await res.text()) : new Map<string, number>();
  const get = (name: string) => values.get(name) ?? null;
  return {
    t,
    rss: get("process_resident_memory_bytes"),
    heapUsed: get("nodejs_heap_size_used_bytes"),
    heapTotal: get("nodejs_heap_size_total_bytes"),
    newSpace: get('nodejs_heap_space_size_total_bytes{space="new"}'),
    oldSpace: get('nodejs_heap_space_size_total_bytes{space="old"}'),
    external: get("nodejs_external_memory_bytes"),
    procRss: procRss(pid),
    wasm: get('detox_pglite_memory_bytes{kind="wasm"}'),
    workerHeap: get('detox_pglite_memory_bytes{kind="heap_used"}'),
    workerHeapTotal: get('detox_pglite_memory_bytes{kind="heap_total"}'),
    cacheEntries: get("detox_read_cache_entries"),
    cacheBytes: get("detox_read_cache_bytes"),
    rowsBytes: get("detox_program_rows_kept_bytes"),
    served: [...values].filter(([k]) => k.startsWith("detox_http_request_duration_seconds_count")).reduce((n, [, v]) => n + v, 0),
  };
}

const mb = (bytes: number | null) => (bytes === null ? "-" : fmt(bytes / 2 ** 20, 0));

// ---------------------------------------------------------------- main
type Minute = {
  minute: number; answers: number; errors: number; rps: number; p50: number; p99: number;
  /** p99 of each kind of request in this minute, ms (as the client saw them, queueing included). */
  p99ByKind: Record<string, number>;
  /** Median time of the fixed CPU loop in this minute, ms: the host's speed, to read the minute's p99 against. */
  cpuProbeMs: number;
  /** The server process's CPU time (all its threads) per answer in this minute, ms: does a request cost more? */
  serverCpuMsPerRequest: number;
  /** Shares of the host's CPU time in this minute: idle (no one waiting to run) and steal (taken by the hypervisor). */
  host: { idle: number; steal: number };
};

/** utime + stime of a process, ms (/proc/<pid>/stat; the kernel counts in clock ticks, 100 a second here). */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
/** The host's CPU counters (the "cpu" line of /proc/stat): total, idle (+ iowait) and steal ticks. */
function hostCpu(): { total: number; idle: number; steal: number } {
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: f.reduce((a, b) => a + b, 0), idle: f[3]! + f[4]!, steal: f[7]! };
  } catch {
    return { total: NaN, idle: NaN, steal: NaN };
  }
}
function hostShares(a: ReturnType<typeof hostCpu>, b: ReturnType<typeof hostCpu>) {
  const total = b.total - a.total;
  return { idle: (b.idle - a.idle) / total, steal: (b.steal - a.steal) / total };
}
type AutocannonEvents = {
  on(event: "response", fn: (client: { requestIterator?: { context?: unknown } }, status: number, bytes: number, ms: number) => void): void;
};

type RssWindow = { from: number; to: number; mean: number; min: number; max: number };
/**
 * Consecutive windows of `windowMs` from `fromMs` on, each with the mean, lowest and highest RSS read in it. The
 * last window counts when it is at least half full (a run of 5 minutes: minutes 2-4 and 4-5).
 */
function rssWindows(trace: { t: number; rss: number }[], fromMs: number, windowMs: number): RssWindow[] {
  const points = trace.filter((p) => Number.isFinite(p.rss) && p.t >= fromMs);
  const end = points.at(-1)?.t ?? fromMs;
  const out: RssWindow[] = [];
  for (let from = fromMs; from < end; from += windowMs) {
    const inside = points.filter((p) => p.t >= from && p.t < from + windowMs).map((p) => p.rss);
    const to = Math.min(from + windowMs, end);
    if (inside.length === 0 || to - from < windowMs / 2) continue;
    out.push({ from, to, mean: inside.reduce((a, b) => a + b, 0) / inside.length, min: Math.min(...inside), max: Math.max(...inside) });
  }
  return out;
}

/*
 * A fixed CPU loop every 10 s in a child process of its own, timed in the CPU time it took (not the wall time, which
 * would count the time it waited for a core): about 30 ms of one core each time, under 0.5 %. It follows the
 * host's own speed, which on a shared host swung 30 % either way within minutes (docs/performance.md, round 16);
 * under a closed-loop load a minute's p99 moves with it.
 */
function startCpuProbe() {
  const code = `
    const loop = () => { const c = process.cpuUsage(); let x = 0; for (let i = 1; i < 2e6; i++) x += Math.sqrt(i) % 3; const d = process.cpuUsage(c); process.stdout.write((d.user + d.system) / 1000 + " " + (x > 0 ? 1 : 0) + "\\n"); };
    setInterval(loop, 10000); loop();`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "ignore"] });
  const results: number[] = [];
  let rest = "";
  child.stdout.on("data", (d: Buffer) => {
    const lines = (rest + d.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) results.push(Number(line.split(" ")[0]));
  });
  child.unref();
  return { results, stop: () => void child.kill() };
}

async function main() {
  stopServerOnExit();
  const started = performance.now();
  const db = chooseDatabase(OPTS.pg, "soak");
  bar(`Soak: ${OPTS.minutes} min, ${OPTS.connections} connections, ${OPTS.count} programs, ${db.kind === "pglite" ? `PGlite at ${db.dir}` : `Postgres ${db.url.replace(/\/\/[^@]*@/, "//")}`}`);
  console.log(`${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? "?"}), Node ${process.version}; load generator and server share this host.`);

  if (!OPTS.noSeed) {
    if (db.kind === "pglite") rmSync(path.join(ROOT, db.dir), { recursive: true, force: true });
    else recreatePostgresDatabase(db.url);
  }
  const seedStarted = performance.now();
  const seedInfo = await seedDatabase(db, OPTS.count, OPTS.noSeed);
  console.log(`Seeded ${seedInfo.activePrograms} active programs in ${secs(performance.now() - seedStarted)}.`);

  const builder: string = pathToFileURL(path.join(ROOT, "scripts", "ensure-build.mjs")).href; // a variable: no declaration file is looked for
  const { ensureBuild } = (await import(builder)) as { ensureBuild: () => void };
  ensureBuild();

  const autocannon = await loadAutocannon();
  const child = await startServer(
    BASE,
    { ...db.env, PORT: String(OPTS.port), HOST, HOSTNAME: HOST, SEED_DEMO_DATA: "never", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", METRICS_TOKEN: TOKEN },
    db.kind,
  );
  const samples: Sample[] = [];
  const minutes: Minute[] = [];
  const rssTrace: { t: number; rss: number }[] = [];
  let cpuProbe = { results: [] as number[], stop: () => {} };
  try {
    await indexReady(OPTS.count);
    const probe = await answers(`${BASE}/api/metrics`, 10_000, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (!probe?.ok) throw new Error(`GET /api/metrics answered ${probe?.status ?? "nothing"}: the samples need it`);

    // Enough distinct paths that none repeats in the run (about 200 requests/s at most on this kind of host).
    const perKind = Math.min(200_000, Math.max(20_000, OPTS.minutes * 60 * 60));
    const paths = longtailPaths(perKind);
    const ids = await programIds(BASE, Math.min(OPTS.count, 10_000));
    if (ids.length === 0) throw new Error("GET /api/programs gave no program ids for the program pages");
    const load = mixedLoad(
      { ...paths, program: ids.map((id) => `/program/${id}`), guide: GUIDES },
      { text: 3, zip: 2, city: 1, list: 2, facet: 1, home: 2, program: 2, guide: 1 },
    );
    console.log(`  distinct paths: ${perKind} per search kind, ${ids.length} program pages, ${GUIDES.length} guides`);
    console.log(`  user agent: ${LOAD_HEADERS["user-agent"] ?? "none (--user-agent to send one)"}`);

    cpuProbe = startCpuProbe();
    const t0 = performance.now();
    const since = () => performance.now() - t0;
    samples.push(await sample(0, child.pid));
    let sampling = true;
    rssTrace.push({ t: 0, rss: procRss(child.pid) ?? NaN });
    const tracer = setInterval(() => rssTrace.push({ t: since(), rss: procRss(child.pid) ?? NaN }), RSS_TRACE_MS);
    const sampler = (async () => {
      for (let k = 1; sampling; k++) {
        const wait = k * SAMPLE_MS - since();
        if (wait > 0) await sleep(wait);
        if (!sampling) break;
        samples.push(await sample(since(), child.pid));
      }
    })();

    console.log(`\n  ${"min".padStart(3)} ${"answers".padStart(8)} ${"errors".padStart(6)} ${"req/s".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"RSS MB".padStart(7)} ${"heap MB".padStart(8)} ${"ext MB".padStart(7)}`);
    for (let minute = 1; minute <= OPTS.minutes; minute++) {
      // Each connection's context holds the kind of its request in flight (autocannon sends one at a time on a
      // connection with pipelining 1, and reports its answer before it sets up the next).
      const byKind: Record<string, number[]> = Object.fromEntries(load.kinds.map((k) => [k, []]));
      const cpuFrom = cpuProbe.results.length;
      const serverCpuFrom = processCpuMs(child.pid);
      const hostFrom = hostCpu();
      const running = autocannon({
        url: BASE,
        connections: OPTS.connections,
        pipelining: 1,
        duration: 60,
        timeout: 10,
        headers: LOAD_HEADERS,
        requests: [
          {
            method: "GET",
            setupRequest: (req, context) => {
              const { kind, path: next } = load.nextRequest();
              (context as { kind?: string }).kind = kind;
              return { ...req, path: next };
            },
          },
        ],
      });
      (running as unknown as AutocannonEvents).on("response", (client, _status, _bytes, ms) => {
        const kind = (client.requestIterator?.context as { kind?: string } | undefined)?.kind;
        if (kind) byKind[kind]?.push(ms);
      });
      const r = await running;
      const m: Minute = {
        minute, answers: r.requests.total, errors: r.non2xx + r.errors, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99,
        p99ByKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, percentile(v, 0.99)])),
        cpuProbeMs: median(cpuProbe.results.slice(cpuFrom)),
        serverCpuMsPerRequest: (processCpuMs(child.pid) - serverCpuFrom) / Math.max(1, r.requests.total),
        host: hostShares(hostFrom, hostCpu()),
      };
      minutes.push(m);
      const last = samples.at(-1)!;
      console.log(
        `  ${String(minute).padStart(3)} ${String(m.answers).padStart(8)} ${String(m.errors).padStart(6)} ${fmt(m.rps, 0).padStart(6)} ${fmt(m.p50, 1).padStart(7)} ${fmt(m.p99, 1).padStart(7)} ` +
          `${mb(last.rss).padStart(7)} ${mb(last.heapUsed).padStart(8)} ${mb(last.external).padStart(7)}`,
      );
      if (m.errors > 0) {
        const codes = Object.entries(r.statusCodeStats).map(([c, v]) => `${c}x${v.count}`).join(" ");
        console.log(`  !!! ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts); status codes ${codes}\n      ${serverTail().join("\n      ")}`);
      }
    }
    sampling = false;
    clearInterval(tracer);
    await sampler;
    samples.push(await sample(since(), child.pid));
    console.log(`  requests by kind: ${Object.entries(load.counts).map(([k, n]) => `${k} ${n}`).join(", ")}`);
    console.log(`  requests the server counted (/api/metrics, every route, the samples' own included): ${samples.at(-1)!.served}`);
  } finally {
    cpuProbe.stop();
    await stopServer();
  }

  bar("Per minute: p99 of each kind (ms) and the host's speed (a fixed CPU loop, ms of CPU time; higher is slower)");
  const kinds = Object.keys(minutes[0]?.p99ByKind ?? {});
  console.log("  (server CPU/req: the server process's CPU time per answer, every thread; idle and steal: shares of the host's CPU time)");
  console.log(`  ${"min".padStart(3)} ${"p99".padStart(6)} ${kinds.map((k) => k.padStart(7)).join(" ")} ${"CPU loop".padStart(8)} ${"server CPU/req".padStart(14)} ${"idle %".padStart(6)} ${"steal %".padStart(7)}`);
  for (const m of minutes) {
    console.log(
      `  ${String(m.minute).padStart(3)} ${fmt(m.p99, 0).padStart(6)} ${kinds.map((k) => fmt(m.p99ByKind[k] ?? NaN, 0).padStart(7)).join(" ")} ${fmt(m.cpuProbeMs, 1).padStart(8)} ` +
        `${fmt(m.serverCpuMsPerRequest, 2).padStart(14)} ${fmt(m.host.idle * 100, 1).padStart(6)} ${fmt(m.host.steal * 100, 1).padStart(7)}`,
    );
  }

  // ---------------------------------------------------------------- report
  bar("Memory every 30 s (from /api/metrics; /proc RSS as a check)");
  const head = ["time", "RSS MB", "heap used MB", "heap total MB", "new space MB", "old space MB", "external MB", "PGlite WASM MB", "PGlite heap MB", "PGlite heap total MB", "/proc RSS MB", "cache entries", "cache MB", "rows MB"];
  console.log(`  ${head.map((h) => h.padStart(Math.max(7, h.length))).join(" ")}`);
  for (const s of samples) {
    const cells = [`${fmt(s.t / 60_000, 1)}m`, mb(s.rss), mb(s.heapUsed), mb(s.heapTotal), mb(s.newSpace), mb(s.oldSpace), mb(s.external), mb(s.wasm), mb(s.workerHeap), mb(s.workerHeapTotal), mb(s.procRss), String(s.cacheEntries ?? "-"), mb(s.cacheBytes), mb(s.rowsBytes)];
    console.log(`  ${cells.map((c, i) => c.padStart(Math.max(7, head[i]!.length))).join(" ")}`);
  }
  const rssOf = (s: Sample) => s.rss ?? s.procRss ?? NaN;
  const settleMs = SETTLE_MINUTES * 60_000;
  const atSettle = samples.find((s) => s.t >= settleMs - 1_000);
  const later = samples.filter((s) => atSettle && s.t > atSettle.t);
  const peak = later.length ? Math.max(...later.map(rssOf)) : NaN;
  const sampleGrowth = atSettle ? (peak - rssOf(atSettle)) / rssOf(atSettle) : NaN;
  const windows = rssWindows(rssTrace, settleMs, WINDOW_MINUTES * 60_000);
  const baseline = windows[0];
  const highest = windows.slice(1).reduce<RssWindow | undefined>((h, w) => (!h || w.mean > h.mean ? w : h), undefined);
  const growth = baseline && highest ? (highest.mean - baseline.mean) / baseline.mean : NaN;
  if (windows.length) {
    bar(`RSS level: mean of /proc RSS read every ${RSS_TRACE_MS / 1000} s, per ${WINDOW_MINUTES}-minute window after the first ${SETTLE_MINUTES} minutes`);
    console.log(`  ${windows.map((w) => `${fmt(w.from / 60_000, 0)}-${fmt(w.to / 60_000, 0)} min ${mb(w.mean)} MB (${mb(w.min)}-${mb(w.max)})`).join("\n  ")}`);
  }
  const totalAnswers = minutes.reduce((n, m) => n + m.answers, 0);
  const totalErrors = minutes.reduce((n, m) => n + m.errors, 0);
  const firstP99 = minutes[0]?.p99 ?? NaN;
  const lastP99 = minutes.at(-1)?.p99 ?? NaN;
  const p99Change = (lastP99 - firstP99) / firstP99;
  const checks = [
    {
      ok: Number.isFinite(growth) && growth < RSS_GROWTH_LIMIT,
      text: baseline && highest
        ? `RSS after ${SETTLE_MINUTES} min: mean ${mb(baseline.mean)} MB in minutes ${fmt(baseline.from / 60_000, 0)}-${fmt(baseline.to / 60_000, 0)}, highest later window ${mb(highest.mean)} MB ` +
          `(minutes ${fmt(highest.from / 60_000, 0)}-${fmt(highest.to / 60_000, 0)}): ${fmt(growth * 100, 1)} % (limit < ${RSS_GROWTH_LIMIT * 100} %)` +
          `\n        single samples: ${mb(atSettle ? rssOf(atSettle) : null)} MB at ${SETTLE_MINUTES} min, highest later ${mb(peak)} MB: ${fmt(sampleGrowth * 100, 1)} % (the swing of a collection, not the verdict)`
        : `RSS growth after ${SETTLE_MINUTES} min: not enough samples (run at least ${SETTLE_MINUTES + WINDOW_MINUTES + 1} minutes)`,
    },
    { ok: totalErrors === 0, text: `errors: ${totalErrors} of ${totalAnswers} requests (limit 0)` },
    { ok: Number.isFinite(p99Change) && p99Change <= P99_LIMIT, text: `p99: first minute ${fmt(firstP99, 1)} ms, last minute ${fmt(lastP99, 1)} ms: ${p99Change >= 0 ? "+" : ""}${fmt(p99Change * 100, 1)} % (limit +${P99_LIMIT * 100} %)` },
  ];
  bar(`Verdict (${db.kind === "pglite" ? "PGlite" : "PostgreSQL"}, ${OPTS.minutes} min, ${totalAnswers} requests, whole run ${secs(performance.now() - started)})`);
  for (const c of checks) console.log(`  ${c.ok ? "PASS" : "FAIL"}  ${c.text}`);
  const pass = checks.every((c) => c.ok);
  console.log(`\nsoak: ${pass ? "PASS" : "FAIL"}`);
  process.exitCode = pass ? 0 : 1;
}

main().catch(async (err: unknown) => {
  console.error("\nSoak crashed:", err instanceof Error ? (err.stack ?? err.message) : err);
  await stopServer();
  process.exitCode = 2;
});
