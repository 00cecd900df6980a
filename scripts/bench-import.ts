/**
 * `npm run bench:import [-- --rows N]`: time and peak memory to preview and import a 10,000-row CSV and
 * a 10,000-row .xlsx, each in its own fresh process on a fresh embedded database (PGlite in a temp
 * directory; `--pg` uses BENCH_DATABASE_URL or DATABASE_URL instead, emptied first). Targets: under 30 s and 300 MB each.
 * Memory: RSS sampled every 25 ms; the target applies to the growth over the process with its database
 * open (the embedded PGlite engine alone holds about 380 MB; with --pg the process holds only the app),
 * and the process's maximum RSS (getrusage) is printed too.
 * A report, not a test: exit code 0 whatever the figures.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const ROWS = Number(opt("rows", "10000"));
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

async function runCase(kind: "csv" | "xlsx", file: string) {
  const { previewTable, readCsvTable, readExcelTable, executeTable } = await import("../lib/import/service");
  const { getDb, closeDb } = await import("../db");
  const db = await getDb();
  if (argv.includes("--pg")) await db.execute((await import("drizzle-orm")).sql`truncate detox_programs, import_runs cascade`);
  const mb = () => Math.round(process.resourceUsage().maxRSS / 1024);
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
  const result = await executeTable(await read(), kind === "csv" ? "csv" : "excel", preview.data.suggestedMapping as never, { skipDuplicates: true, replaceAll: false });
  const importMs = Date.now() - t;
  clearInterval(sampler);
  sampled = Math.max(sampled, rss());
  await closeDb();
  process.stdout.write(`RESULT ${JSON.stringify({ kind, rows: preview.data.totalRows, bytes: bytes.length, previewMs, importMs, imported: result.totalImported, errors: result.errors, baseMb: base, sampledMb: sampled, peakMb: mb() })}\n`);
}

async function main() {
  const kind = opt("case", "");
  if (kind === "csv" || kind === "xlsx") return runCase(kind, opt("file", ""));
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  try {
    await writeFiles(dir);
    console.log(`Import benchmark (${argv.includes("--pg") ? "PostgreSQL" : "PGlite"}): ${ROWS.toLocaleString("en-US")} rows, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}`);
    for (const k of ["csv", "xlsx"] as const) {
      const env = { ...process.env, NODE_OPTIONS: "", SEED_DEMO_DATA: "never", IMPORT_MAX_ROWS: String(Math.max(ROWS, 20000)), NODE_ENV: "production" } as NodeJS.ProcessEnv;
      if (!argv.includes("--pg")) Object.assign(env, { DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dir, `db-${k}`) });
      else if (PG_URL) Object.assign(env, { DATABASE_URL: PG_URL, DB_STATEMENT_TIMEOUT_MS: "60000" });
      else throw new Error("--pg needs BENCH_DATABASE_URL or DATABASE_URL");
      const args = ["--import", "tsx", "--conditions=react-server", __filename, "--case", k, "--file", path.join(dir, `bench.${k}`), ...(argv.includes("--pg") ? ["--pg"] : [])];
      const res = spawnSync(process.execPath, args, { env, encoding: "utf8", cwd: path.resolve(__dirname, "..") });
      const line = /RESULT (.*)/.exec(res.stdout ?? "")?.[1];
      if (!line) {
        console.log(`${k}: failed\n${res.stderr}`);
        continue;
      }
      const r = JSON.parse(line) as { rows: number; bytes: number; previewMs: number; importMs: number; imported: number; errors: number; baseMb: number; sampledMb: number; peakMb: number };
      // The target applies to the import's own memory: the process's RSS growth over its state with the database open.
      const added = r.sampledMb - r.baseMb;
      const ok = r.previewMs < 30_000 && r.importMs < 30_000 && added < 300;
      console.log(
        `${k.padEnd(4)} ${r.rows} rows (${(r.bytes / 1024 / 1024).toFixed(1)} MB): preview ${(r.previewMs / 1000).toFixed(1)} s, import ${(r.importMs / 1000).toFixed(1)} s ` +
          `(${r.imported} imported, ${r.errors} errors); RSS ${r.baseMb} MB with the database open, peak ${r.sampledMb} MB while previewing and importing ` +
          `(+${added} MB); process max RSS ${r.peakMb} MB ${ok ? "OK" : "OVER TARGET"}`,
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
