/**
 * `npm run bench:export [-- --rows N] [-- --pg]`: the admin export (GET /api/admin/programs/export, issue 53) of N
 * programs (100,000 unless said), CSV then .xlsx, with the JavaScript heap measured. The programs are written into
 * an empty database first (PGlite in a temporary directory; `--pg`: BENCH_DATABASE_URL or DATABASE_URL, emptied
 * first), then each export is read to the end as a download would be, without keeping it. Printed: the heap in use
 * after a full GC before the export, the highest heap in use sampled every 10 ms while exporting (and the same for
 * RSS), the live heap (after a full GC every 100 chunks read: what the export keeps, not its garbage), the bytes and
 * rows written, and the time. A report, not a test: exit code 0 whatever the figures.
 * PGlite's engine runs in its own worker thread, whose heap is not this one's; RSS includes it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { numberOption, readCommandLine } from "./args.mjs";

const OPTS = readCommandLine("npm run bench:export [-- --rows N] [-- --pg]", () => {
  const { values } = parseArgs({ options: { rows: { type: "string" }, pg: { type: "boolean", default: false } } });
  return { rows: numberOption(values.rows, "rows", 100_000, 1, 1_000_000, { whole: true }), pg: values.pg };
});
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const MB = 1024 * 1024;
const ZIPS = [["Austin", "TX", "78701"], ["Denver", "CO", "80202"], ["Portland", "OR", "97205"], ["Boise", "ID", "83702"], ["Miami", "FL", "33131"]] as const;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "export-heap-"));
  if (OPTS.pg) {
    if (!PG_URL) throw new Error("--pg needs BENCH_DATABASE_URL or DATABASE_URL");
    process.env.DATABASE_URL = PG_URL;
  } else Object.assign(process.env, { DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dir, "db") });
  Object.assign(process.env, { SEED_DEMO_DATA: "never", DB_STATEMENT_TIMEOUT_MS: "120000" });
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("Run with node --expose-gc (npm run bench:export does)");
  try {
    const { getDb, closeDb } = await import("../db");
    const { sql } = await import("drizzle-orm");
    const { insertPrograms } = await import("../features/programs/bulk-writes");
    const { programsCsvStream, programsXlsxStream } = await import("../features/imports/programs-export");
    const db = await getDb();
    await db.execute(sql`truncate detox_programs, job_runs cascade`);
    let t = Date.now();
    for (let start = 0; start < OPTS.rows; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, OPTS.rows - start) }, (_, k) => {
        const i = start + k;
        const [city, state, zipCode] = ZIPS[i % ZIPS.length]!;
        return {
          name: `Export Clinic ${i}`, description: "Heavy metal testing and supervised chelation, with a nutrition plan after the results.",
          address: `${i} Export Street`, city, state, zipCode, phone: `(555) ${String(100 + (i % 900)).padStart(3, "0")}-${String(i % 10000).padStart(4, "0")}`,
          email: `c${i}@export.example`, website: `https://c${i}.export.example`, imageUrl: null, latitude: 30.27, longitude: -97.74,
          priceMin: 100, priceMax: 900, priceUnit: "visit" as const, programTypes: ["Functional Medicine", "Integrative Medicine"], certifications: ["Board Certified"],
          npiNumber: null, telehealth: i % 2 === 0, acceptingNewPatients: true, paymentOptions: ["self-pay" as const], languages: ["English", "Spanish"],
          services: ["blood-lead-testing" as const], hours: { mon: [["09:00", "17:00"]], tue: [["09:00", "17:00"]], wed: [], thu: [], fri: [], sat: [], sun: [] } as never,
          sourceId: `exp-${i}`, npiTaxonomies: [], source: "csv", isActive: true, isVerified: false,
        };
      });
      await db.transaction((tx) => insertPrograms(tx, rows));
    }
    console.log(`Export heap (${OPTS.pg ? "PostgreSQL" : "PGlite"}): ${OPTS.rows.toLocaleString("en-US")} programs written in ${((Date.now() - t) / 1000).toFixed(1)} s; Node ${process.version}, ${os.cpus().length} CPUs`);

    for (const [format, stream] of [["csv", programsCsvStream], ["xlsx", programsXlsxStream]] as const) {
      gc();
      const base = process.memoryUsage();
      let heapPeak = base.heapUsed;
      let rssPeak = base.rss;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        heapPeak = Math.max(heapPeak, m.heapUsed);
        rssPeak = Math.max(rssPeak, m.rss);
      }, 10);
      t = Date.now();
      const reader = stream().getReader();
      let bytes = 0;
      let newlines = 0;
      let reads = 0;
      let livePeak = base.heapUsed;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        // Every 100 chunks, the heap that is still referenced (after a full GC): what the export holds, not its garbage.
        if (++reads % 100 === 0) {
          gc();
          livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
        }
        if (format === "csv") for (const b of value) if (b === 10) newlines++;
      }
      clearInterval(sampler);
      const m = process.memoryUsage();
      heapPeak = Math.max(heapPeak, m.heapUsed);
      console.log(
        `${format.padEnd(4)} ${(bytes / MB).toFixed(1)} MB${format === "csv" ? ` (${(newlines - 1).toLocaleString("en-US")} program rows)` : ""} in ${((Date.now() - t) / 1000).toFixed(1)} s; ` +
          `heap ${(base.heapUsed / MB).toFixed(0)} MB before, at most ${(heapPeak / MB).toFixed(0)} MB while exporting (+${((heapPeak - base.heapUsed) / MB).toFixed(0)} MB, garbage included), ` +
          `live (after a full GC, every 100 chunks) at most ${(livePeak / MB).toFixed(0)} MB (+${((livePeak - base.heapUsed) / MB).toFixed(1)} MB); ` +
          `RSS ${(base.rss / MB).toFixed(0)} MB before, at most ${(rssPeak / MB).toFixed(0)} MB`,
      );
    }
    await closeDb();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
