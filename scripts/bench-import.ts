/**
 * `npm run bench:import [-- --rows N] [-- --pg]`: time and peak memory to preview and import a 10,000-row
 * CSV and a 10,000-row .xlsx, each case in its own fresh process that calls features/imports/source-runs.ts directly
 * (preview, then import, each reading the file again as the two requests do).
 * Targets (issue 8): under 30 s and under 300 MB each, memory being the WHOLE process's maximum RSS
 * (getrusage), on PostgreSQL (`--pg`: BENCH_DATABASE_URL or DATABASE_URL, emptied first), where the
 * process holds only the app. On the embedded database (the default) the PGlite engine alone holds about
 * 380 MB once the database is open, so there the figures are reported and only the time is held to the
 * target. The PGlite database is created and migrated first in a separate process (a fresh data directory
 * costs PGlite far more memory once, at first start, than an import does); that figure is printed too.
 * Also printed: the RSS with the database open and the highest RSS sampled every 25 ms while previewing
 * and importing. A report, not a test: exit code 0 whatever the figures.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { numberOption, readCommandLine, textOption } from "./args.mjs";

const CASES = ["init", "csv", "xlsx"] as const;
/** --case and --file: how the benchmark runs itself in a fresh process for one case. */
const OPTS = readCommandLine("npm run bench:import [-- --rows N] [-- --pg]", () => {
  const { values } = parseArgs({ options: { rows: { type: "string" }, pg: { type: "boolean", default: false }, case: { type: "string" }, file: { type: "string" } } });
  const kind = textOption(values.case, "case", `one of ${CASES.join(", ")}`);
  if (kind !== undefined && !CASES.includes(kind as (typeof CASES)[number])) throw new Error(`--case must be one of ${CASES.join(", ")}`);
  const file = textOption(values.file, "file", "a file");
  if ((kind === "csv" || kind === "xlsx") && !file) throw new Error(`--case ${kind} needs --file`);
  return { rows: numberOption(values.rows, "rows", 10_000, 1, 1_000_000, { whole: true }), pg: values.pg, kind: kind as (typeof CASES)[number] | undefined, file: file ?? "" };
});
const ROWS = OPTS.rows;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const HEADERS = ["Name", "Description", "Address", "City", "State", "Zip Code", "Phone", "Email", "Website", "Program Types", "Certifications", "Latitude", "Longitude"];
const ZIPS = [["Austin", "TX", "78701"], ["Denver", "CO", "80202"], ["Portland", "OR", "97205"], ["Boise", "ID", "83702"], ["Miami", "FL", "33131"]] as const;

function row(i: number): string[] {
  const [city, state, zip] = ZIPS[i % ZIPS.length]!;
  return [`Bench Clinic ${i}`, "Heavy metal testing and supervised chelation.", `${i} Bench Street`, city, state, zip, `(555) ${String(100 + (i % 900)).padStart(3, "0")}-${String(i % 10000).padStart(4, "0")}`, `c${i}@bench.example`, `https://c${i}.bench.example`, "Functional Medicine; Integrative Medicine", "Board Certified", "", ""];
}

async function writeFiles(dir: string) {
  const csv = [HEADERS, ...Array.from({ length: ROWS }, (_, i) => row(i))].map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\r\n");
  writeFileSync(path.join(dir, "bench.csv"), csv);
  const ExcelJS = (await import("exceljs")).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Providers");
  ws.addRow(HEADERS);
  for (let i = 0; i < ROWS; i++) ws.addRow(row(i));
  writeFileSync(path.join(dir, "bench.xlsx"), Buffer.from(await wb.xlsx.writeBuffer()));
}

const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** `--case init`: opens (creates and migrates) the PGlite database, so the cases open an existing one. */
async function initDatabase() {
  const { getDb, closeDb } = await import("../db");
  await getDb();
  await closeDb();
  process.stdout.write(`RESULT ${JSON.stringify({ peakMb: maxRssMb() })}\n`);
}

async function runCase(kind: "csv" | "xlsx", file: string) {
  const { previewTable, readCsvTable, readExcelTable, executeTable } = await import("../features/imports/source-runs");
  const { getDb, closeDb } = await import("../db");
  const db = await getDb();
  if (OPTS.pg) await db.execute((await import("drizzle-orm")).sql`truncate detox_programs, job_runs cascade`);
  const rss = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
  const base = rss();
  let sampled = base;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rss())), 25);
  const bytes = readFileSync(file);
  const read = () => (kind === "csv" ? readCsvTable(bytes.toString("utf8")) : readExcelTable(new File([new Uint8Array(bytes)], "bench.xlsx")));
  let t = Date.now();
  const preview = await previewTable(await read(), kind === "csv" ? "csv" : "excel");
  const previewMs = Date.now() - t;
  t = Date.now();
  const result = await executeTable(await read(), kind === "csv" ? "csv" : "excel", preview.data.suggestedMapping as never, { skipDuplicates: true, replaceAll: false, startedBy: "bench script" });
  const importMs = Date.now() - t;
  clearInterval(sampler);
  sampled = Math.max(sampled, rss());
  await closeDb();
  process.stdout.write(`RESULT ${JSON.stringify({ kind, rows: preview.data.totalRows, bytes: bytes.length, previewMs, importMs, imported: result.totalImported, errors: result.errors, baseMb: base, sampledMb: sampled, peakMb: maxRssMb() })}\n`);
}

type CaseResult = { rows: number; bytes: number; previewMs: number; importMs: number; imported: number; errors: number; baseMb: number; sampledMb: number; peakMb: number };

/** Runs this script again in a fresh process for one case; undefined (and its stderr shown) when it fails. */
function inFreshProcess<T>(args: string[], env: NodeJS.ProcessEnv): T | undefined {
  const res = spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", __filename, ...args], { env, encoding: "utf8", cwd: path.resolve(__dirname, "..") });
  const line = /RESULT (.*)/.exec(res.stdout ?? "")?.[1];
  if (!line) console.log(`${args.join(" ")}: failed\n${res.stderr}`);
  return line ? (JSON.parse(line) as T) : undefined;
}

async function main() {
  const { kind, pg } = OPTS;
  if (kind === "init") return initDatabase();
  if (kind === "csv" || kind === "xlsx") return runCase(kind, OPTS.file);
  if (pg && !PG_URL) throw new Error("--pg needs BENCH_DATABASE_URL or DATABASE_URL");
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  try {
    await writeFiles(dir);
    console.log(`Import benchmark (${pg ? "PostgreSQL" : "PGlite"}): ${ROWS.toLocaleString("en-US")} rows, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`);
    for (const k of ["csv", "xlsx"] as const) {
      const env = { ...process.env, NODE_OPTIONS: "", SEED_DEMO_DATA: "never", IMPORT_MAX_ROWS: String(Math.max(ROWS, 20000)), NODE_ENV: "production" } as NodeJS.ProcessEnv;
      if (pg) Object.assign(env, { DATABASE_URL: PG_URL, DB_STATEMENT_TIMEOUT_MS: "60000" });
      else {
        Object.assign(env, { DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dir, `db-${k}`) });
        const init = inFreshProcess<{ peakMb: number }>(["--case", "init"], env);
        if (init) console.log(`${k.padEnd(4)} PGlite database created and migrated first, in its own process: max RSS ${init.peakMb} MB`);
      }
      const r = inFreshProcess<CaseResult>(["--case", k, "--file", path.join(dir, `bench.${k}`), ...(pg ? ["--pg"] : [])], env);
      if (!r) continue;
      const fast = r.previewMs < 30_000 && r.importMs < 30_000;
      // The target applies to the whole process (getrusage's maximum RSS), on PostgreSQL.
      const verdict = pg ? (fast && r.peakMb < 300 ? "OK" : "OVER TARGET") : `time ${fast ? "OK" : "OVER TARGET"} (the 300 MB target applies to --pg)`;
      console.log(
        `${k.padEnd(4)} ${r.rows} rows (${(r.bytes / 1024 / 1024).toFixed(1)} MB): preview ${(r.previewMs / 1000).toFixed(1)} s, import ${(r.importMs / 1000).toFixed(1)} s ` +
          `(${r.imported} imported, ${r.errors} errors); RSS ${r.baseMb} MB with the database open, ${r.sampledMb} MB at most while previewing and importing ` +
          `(+${r.sampledMb - r.baseMb} MB); process max RSS ${r.peakMb} MB: ${verdict}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
