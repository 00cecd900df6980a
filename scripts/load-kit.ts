/**
 * What the load scripts share (`npm run bench`, scripts/bench.ts; `npm run soak`, scripts/soak.ts): autocannon,
 * the database choice (an embedded PGlite directory, or a fresh database on the local PostgreSQL server), seeding
 * the demo data set, starting and stopping the production server, and the distinct ("long tail") requests.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { ParseArgsConfig } from "node:util";
import { mulberry32 } from "../features/programs/demo/data";
import * as WORDS from "../features/programs/demo/words";
import { zipsInState } from "../lib/geo";
import { PROGRAM_TYPES, SORT_KEYS } from "../features/programs/program-types";
import { LANGUAGES, PAYMENT_OPTIONS, SERVICES } from "../features/programs/details";
import { US_STATES } from "../lib/us-states";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

/**
 * The checkout whose server, seed script and build are measured: this one, or BENCH_ROOT (another checkout,
 * built, such as an older commit in a git worktree), so that one bench measures two versions alike.
 */
export const ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : path.resolve(__dirname, "..");

// ---------------------------------------------------------------- autocannon (ships no type declarations)
type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string> };
export type AutocannonOptions = {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: (AutocannonRequest & { setupRequest?: (req: AutocannonRequest, context: unknown) => AutocannonRequest })[];
};
type Percentiles = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p99: number };
export type AutocannonResult = {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Percentiles;
  requests: Percentiles & { sent: number };
  throughput: Percentiles;
};
export type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;

export async function loadAutocannon(): Promise<Autocannon> {
  const specifier: string = "autocannon"; // a variable: no declaration file is looked for
  const mod = (await import(specifier)) as { default?: Autocannon } & Autocannon;
  return mod.default ?? mod;
}

// ---------------------------------------------------------------- small helpers
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const bar = (title: string) => console.log(`\n${"=".repeat(100)}\n${title}\n${"=".repeat(100)}`);
export const fmt = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, label: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const onData = (d: Buffer) => {
      out += d.toString();
      for (const line of d.toString().split("\n")) if (line.trim() && !line.startsWith("BENCH_SEED_RESULT")) console.log(`  [${label}] ${line}`);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, out }));
  });
}

export async function answers(url: string, timeoutMs = 1000, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- database choice and seeding
export type DbChoice = { kind: "pglite"; dir: string; env: Record<string, string> } | { kind: "postgres"; url: string; dbName: string; env: Record<string, string> };

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/**
 * PGlite in `.data/<name>/pglite`, or with `pg` (or BENCH_DATABASE_URL) the database `detox_<name>` on the local
 * PostgreSQL server, dropped and created again before seeding (its name must contain "bench" or "soak").
 */
export function chooseDatabase(pg: boolean, name: "bench" | "soak"): DbChoice {
  const benchUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (pg || benchUrl) {
    const url = benchUrl || `postgres://postgres@127.0.0.1:5432/detox_${name}`;
    const u = new URL(url);
    if (!/^postgres(ql)?:$/.test(u.protocol)) throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
    if (!LOOPBACK.has(u.hostname)) throw new Error(`The benchmark only talks to loopback; BENCH_DATABASE_URL host is ${u.hostname}`);
    const dbName = decodeURIComponent(u.pathname.replace(/^\//, ""));
    // The database is dropped and created again: refuse anything that is not clearly a benchmark database.
    if (!/bench|soak/i.test(dbName)) throw new Error(`Refusing to drop database "${dbName}": its name must contain "bench" or "soak".`);
    return { kind: "postgres", url, dbName, env: { DATABASE_URL: url } };
  }
  const dir = path.join(".data", name, "pglite");
  // An empty DATABASE_URL counts as unset (lib/env.ts), so an inherited one cannot redirect the benchmark.
  return { kind: "pglite", dir, env: { PGLITE_DATA_DIR: dir, DATABASE_URL: "" } };
}

export function recreatePostgresDatabase(url: string): void {
  const u = new URL(url);
  const dbName = decodeURIComponent(u.pathname.replace(/^\//, ""));
  const common = ["-h", u.hostname.replace(/^\[|\]$/g, ""), "-p", u.port || "5432", "-U", decodeURIComponent(u.username || "postgres")];
  const env = { ...process.env, ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}) };
  for (const [cmd, args] of [
    ["dropdb", [...common, "--if-exists", dbName]],
    ["createdb", [...common, dbName]],
  ] as const) {
    const r = spawnSync(cmd, args, { env, encoding: "utf8" });
    if (r.error || r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed: ${r.error?.message ?? r.stderr.trim()}`);
  }
}

/** Fills the chosen database with `count` demo programs (scripts/bench-seed.ts); `reuse`: counts what is there. */
export async function seedDatabase(db: DbChoice, count: number, reuse: boolean): Promise<Record<string, number | string | null>> {
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const seeded = await run(
    tsx,
    ["--conditions=react-server", path.join("scripts", "bench-seed.ts"), "--count", String(count), ...(reuse ? ["--no-seed"] : [])],
    // ANALYZE of 100,000 rows can outlast the app's 5 s statement timeout on a busy host.
    { ...process.env, ...db.env, NODE_ENV: "production", DB_STATEMENT_TIMEOUT_MS: "600000" },
    "seed",
  );
  const resultLine = seeded.out.split("\n").find((l) => l.startsWith("BENCH_SEED_RESULT "));
  if (seeded.code !== 0 || !resultLine) throw new Error(`Seeding failed (exit code ${seeded.code}).`);
  return JSON.parse(resultLine.slice("BENCH_SEED_RESULT ".length)) as Record<string, number | string | null>;
}

/** Program ids for program pages, read from the running server's list API (100 a page). */
export async function programIds(base: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < limit && page <= Math.ceil(limit / 100); page++) {
    const res = await answers(`${base}/api/programs?pageSize=100&page=${page}&sortBy=recent`, 30_000);
    if (!res?.ok) break;
    const body = (await res.json()) as { id?: string }[] | { items?: { id?: string }[] };
    const items = Array.isArray(body) ? body : (body.items ?? []);
    if (items.length === 0) break;
    for (const item of items) if (item.id) ids.push(item.id);
  }
  return ids;
}

// ---------------------------------------------------------------- the production server
/** The running server and the last 400 lines it printed. */
export let server: { child: ChildProcess; log: string[] } | null = null;

/** Starts `node scripts/server.mjs` with `env` and waits until `${base}/api/ping` answers. */
export async function startServer(base: string, env: Record<string, string>, label: string): Promise<ChildProcess> {
  if (await answers(`${base}/api/ping`)) throw new Error(`Something already answers on ${base}; stop it or pass --port.`);
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (env.READ_CACHE_TTL_MS === undefined) delete childEnv.READ_CACHE_TTL_MS; // the production default
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, "scripts", "server.mjs")], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  const log: string[] = [];
  const keep = (d: Buffer) => {
    for (const line of d.toString().split("\n")) if (line.trim()) log.push(line);
    if (log.length > 400) log.splice(0, log.length - 400);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  server = { child, log };
  const t0 = performance.now();
  while (performance.now() - t0 < 120_000) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start-up (code ${child.exitCode ?? child.signalCode}):\n${log.join("\n")}`);
    }
    const res = await answers(`${base}/api/ping`);
    if (res?.ok) {
      console.log(`Server (${label}) pid ${child.pid} ready on ${base} in ${secs(performance.now() - t0)}.`);
      return child;
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer ${base}/api/ping within 120 s:\n${log.join("\n")}`);
}

/**
 * The server builds its in-memory search index at start-up (features/search/memory-index/lifecycle.ts; it logs a
 * line from 10,000 programs up) and asks the database meanwhile: measure once it is built, as a server that has run
 * a while.
 */
export async function indexReady(count: number): Promise<void> {
  if (count < 10_000 || !server) return;
  const log = server.log;
  const t0 = performance.now();
  while (performance.now() - t0 < 60_000) {
    const line = log.find((l) => l.includes("[search index]") || l.includes("Could not build the search index"));
    if (line) {
      console.log(`  ${line.trim()}`);
      return;
    }
    await sleep(250);
  }
  console.log("  (the search index did not report within 60 s; measuring anyway)");
}

export async function stopServer(): Promise<void> {
  const current = server;
  server = null;
  if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => current.child.once("exit", () => resolve()));
  current.child.kill("SIGTERM");
  const done = await Promise.race([exited.then(() => true), sleep(8000).then(() => false)]);
  if (!done) {
    current.child.kill("SIGKILL");
    await exited;
  }
  // PGlite allows one process per directory: make sure the next pass opens it alone.
  await sleep(300);
}

/** Stops the server on every way out of the calling script. */
export function stopServerOnExit(): void {
  process.on("exit", () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the server...`);
      void stopServer().finally(() => process.exit(130));
    });
  }
}

/** The server's last lines, without the start-up noise. */
export const serverTail = (n = 15) => (server?.log ?? []).filter((l) => !/Ready on|Running next\.config/.test(l)).slice(-n);

// ---------------------------------------------------------------- distinct requests (no cache can help)
/** The demo data's own words (names, kinds, services), so that most two-word queries match something. */
function vocabulary(): string[] {
  const text = [
    ...WORDS.NAME_FIRST, ...WORDS.NAME_SECOND, ...WORDS.PRACTICE_KINDS.flatMap((k) => [k.suffix, k.noun]),
    ...WORDS.DESC_OFFERS, ...WORDS.DESC_CLOSERS, ...PROGRAM_TYPES,
  ].join(" ").toLowerCase();
  return [...new Set(text.match(/[a-z]{4,}/g) ?? [])];
}

/** A word with two neighbouring letters swapped ("clinic" -> "clinci"). */
function swapLetters(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 2));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** `n` distinct paths made by `make`, from a fixed seed (the same run twice asks the same things). */
function distinct(n: number, seed: number, make: (r: () => number) => string): string[] {
  const r = mulberry32(seed);
  const out = new Set<string>();
  for (let tries = 0; out.size < n && tries < n * 20; tries++) out.add(make(r));
  return [...out];
}

/**
 * `n` distinct paths of each kind: text searches of two random words or a partial name (1 in 6 misspelt, pages 1-50,
 * page sizes 10-20), ZIP, "City, ST" and loose
 * "city st" / "City State" radius searches, lists and detail filters with random state/type/sort/page, and the home page with a random ZIP.
 */
export function longtailPaths(n: number) {
  const pick = <T,>(r: () => number, xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const zips = US_STATES.flatMap((s) => zipsInState(s.code));
  const words = vocabulary();
  const filters = (r: () => number) => {
    const q = new URLSearchParams();
    if (r() < 0.5) q.set("state", pick(r, US_STATES).code);
    if (r() < 0.5) q.append("programTypes", pick(r, PROGRAM_TYPES));
    q.set("sortBy", pick(r, SORT_KEYS.filter((k) => k !== "distance" && k !== "relevance")));
    q.set("page", String(1 + Math.floor(r() * 5)));
    return q;
  };
  return {
    // What visitors type (issue 52): two words of the directory's own vocabulary, which together may match nothing,
    // or 1 in 5 a partial name ("cedar ri"); 1 in 6 with the second word misspelt; pages 1-50, page sizes 10-20.
    text: distinct(n, 1, (r) => {
      const partial = r() < 1 / 5;
      const [first, second] = partial ? [pick(r, WORDS.NAME_FIRST).toLowerCase(), pick(r, WORDS.NAME_SECOND).toLowerCase()] : [pick(r, words), pick(r, words)];
      const word = partial ? second.slice(0, Math.min(second.length, 2 + Math.ceil(r() * (second.length - 2)))) : second;
      // A misspelling (two letters swapped): a word the directory does not hold, so the trigram fallback runs.
      const typo = r() < 1 / 6 && word.length >= 4 ? swapLetters(word, r) : word;
      return `/api/programs/search?q=${encodeURIComponent(`${first} ${typo}`)}&page=${1 + Math.floor(r() * 50)}&pageSize=${10 + Math.floor(r() * 11)}`;
    }),
    zip: distinct(n, 2, (r) => `/api/programs/search?q=${pick(r, zips).zip}&sortBy=distance`),
    city: distinct(n, 3, (r) => {
      const z = pick(r, zips);
      return `/api/programs/search?q=${encodeURIComponent(`${z.city.replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase())}, ${z.state}`)}&sortBy=${r() < 0.5 ? "distance" : "rating"}`;
    }),
    // The same kind of query typed the loose way (issue 49): "cleveland oh" or "Cleveland Ohio". Other cities than
    // the "City, ST" route's (another seed): both forms share one cache entry per place, and that is not measured.
    cityLoose: distinct(n, 7, (r) => {
      const z = pick(r, zips);
      const city = z.city.replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase());
      const typed = r() < 0.5 ? `${city.toLowerCase()} ${z.state.toLowerCase()}` : `${city} ${US_STATES.find((s) => s.code === z.state)!.name}`;
      return `/api/programs/search?q=${encodeURIComponent(typed)}&sortBy=${r() < 0.5 ? "distance" : "rating"}`;
    }),
    list: distinct(n, 4, (r) => `/api/programs?${filters(r)}`),
    facet: distinct(n, 6, (r) => {
      const q = filters(r);
      if (r() < 0.5) q.set("telehealth", "true");
      if (r() < 0.5) q.set("acceptingNewPatients", "true");
      if (r() < 0.5) q.append("payment", pick(r, PAYMENT_OPTIONS));
      if (r() < 0.3) q.append("language", pick(r, LANGUAGES.slice(0, 8)));
      if (r() < 0.5 || [...q.keys()].length <= 2) q.append("service", pick(r, SERVICES));
      return `/api/programs?${q}`;
    }),
    home: distinct(n, 5, (r) => `/?q=${pick(r, zips).zip}&sort=distance`),
  };
}

// ---------------------------------------------------------------- command-line options of bench and soak
/**
 * The options bench and soak share, for node:util's parseArgs (each adds its own). Numbers are read as text and
 * checked by numberOption, an empty --user-agent= by textOption (scripts/args.mjs).
 */
export const LOAD_OPTIONS = {
  pg: { type: "boolean" },
  "no-seed": { type: "boolean" },
  count: { type: "string" },
  connections: { type: "string" },
  port: { type: "string" },
  "user-agent": { type: "string" },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;

/**
 * `--user-agent S`: the User-Agent every load request sends (none by default). A browser's measures the pages as a
 * visitor gets them: Next.js decides from it whether a page's metadata holds the head or streams.
 */
export function loadHeaders(userAgent: string | undefined): Record<string, string> {
  return userAgent ? { "user-agent": userAgent } : {};
}
