// `npm run lighthouse -- [--base URL] [--desktop] [--runs N] [--calibrated] [--save-failing DIR] /path ...`:
// Lighthouse (mobile settings by default) with the system Chromium against a running site; prints the four
// category scores of each page.
// On a small shared VM one run swings by 10 points or more (Lighthouse's own CPU benchmark, printed as
// "bench", varies from run to run), so --runs N measures each page N times and prints the median
// performance with its range, the median metrics and the benchmark range.
// --calibrated (mobile only) audits each run twice from the same gathered trace: with Lighthouse's default
// 4x CPU slowdown, and with the slowdown that Lighthouse's throttling guide prescribes for the host's
// measured benchmark index (docs/throttling.md, "CPU throttling"; the formula of its author's calculator,
// github.com/patrickhulce/lighthouse-cpu-throttling-calculator): 4x is calibrated for a host scoring about
// 1,533, and this VM scores 1,000 to 1,900 from one run to the next. Both figures are printed.
// --save-failing DIR writes the full report of every run in which accessibility, best practices or SEO is
// below 100 to DIR, to read why an audit failed.
// Example: npm start & npm run lighthouse -- --runs 5 / /program/<id> /detox-guide
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { numberOption, readCommandLine, textOption } from "./args.mjs";
import { median } from "./stats.mjs";

/** The CPU slowdown that emulates Lighthouse's reference phone on a host with this benchmark index. */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const USAGE = "npm run lighthouse -- [--base URL] [--desktop] [--runs N] [--calibrated] [--save-failing DIR] [/path ...]";
const { base, desktop, runs, calibrated, saveDir, paths } = readCommandLine(USAGE, () => {
  const { values, positionals } = parseArgs({
    options: {
      base: { type: "string", default: "http://localhost:3000" },
      desktop: { type: "boolean", default: false },
      runs: { type: "string" },
      calibrated: { type: "boolean", default: false },
      "save-failing": { type: "string" },
    },
    allowPositionals: true,
  });
  if (!URL.canParse(values.base)) throw new Error(`--base must be a URL such as http://localhost:3000, not ${JSON.stringify(values.base)}`);
  return {
    base: values.base,
    desktop: values.desktop,
    runs: numberOption(values.runs, "runs", 1, 1, 1000, { whole: true }),
    calibrated: values.calibrated,
    saveDir: textOption(values["save-failing"], "save-failing", "a directory") ?? null,
    paths: positionals.length > 0 ? positionals : ["/"],
  };
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const config = desktop ? (await import("lighthouse/core/config/desktop-config.js")).default : undefined;
const rows = [];
try {
  for (const path of paths) {
    const url = new URL(path, base).toString();
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] };
      let result;
      let calibratedPerformance;
      if (calibrated && !desktop) {
        const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
        try {
          // Gather once; audit the same artifacts with the default and with the calibrated slowdown.
          await lighthouse(url, { ...flags, gatherMode: dir }, config);
          result = await lighthouse(undefined, { ...flags, auditMode: dir }, config);
          const multiplier = calibratedMultiplier(result.lhr.environment.benchmarkIndex);
          const throttling = { ...result.lhr.configSettings.throttling, cpuSlowdownMultiplier: multiplier };
          // Lighthouse audits only artifacts gathered with the same settings; with simulated throttling the
          // slowdown is applied in the audit's simulation, so the saved settings take the new multiplier.
          const file = join(dir, "artifacts.json");
          const artifacts = JSON.parse(readFileSync(file, "utf8"));
          artifacts.settings.throttling = throttling;
          writeFileSync(file, JSON.stringify(artifacts));
          const tuned = await lighthouse(undefined, { ...flags, auditMode: dir, throttling }, config);
          calibratedPerformance = Math.round((tuned.lhr.categories.performance?.score ?? 0) * 100);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      } else {
        result = await lighthouse(url, flags, config);
      }
      const { categories: c, audits } = result.lhr;
      if (saveDir && Object.values(c).some((cat) => cat.id !== "performance" && (cat.score ?? 0) < 1)) {
        const file = join(saveDir, `lighthouse-${path.replace(/[^a-z0-9]+/gi, "_")}-${run + 1}.json`);
        writeFileSync(file, JSON.stringify(result.lhr));
        console.error(`saved ${file}`);
      }
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const ms = (id) => Math.round(audits[id]?.numericValue ?? 0);
      samples.push({
        performance: score("performance"),
        calibrated: calibratedPerformance ?? 0,
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "FCP ms": ms("first-contentful-paint"),
        "LCP ms": ms("largest-contentful-paint"),
        "TBT ms": ms("total-blocking-time"),
        "boot-up ms": ms("bootup-time"),
        bench: Math.round(result.lhr.environment.benchmarkIndex),
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
    }
    const med = (k) => median(samples.map((s) => s[k]));
    const range = (k) => `${Math.min(...samples.map((s) => s[k]))}-${Math.max(...samples.map((s) => s[k]))}`;
    rows.push({
      path,
      performance: runs > 1 ? `${med("performance")} (${range("performance")})` : med("performance"),
      ...(calibrated ? { calibrated: runs > 1 ? `${med("calibrated")} (${range("calibrated")})` : med("calibrated") } : {}),
      accessibility: Math.min(...samples.map((s) => s.accessibility)),
      "best-practices": Math.min(...samples.map((s) => s["best-practices"])),
      seo: Math.min(...samples.map((s) => s.seo)),
      "FCP ms": med("FCP ms"),
      "LCP ms": med("LCP ms"),
      "TBT ms": med("TBT ms"),
      "boot-up ms": med("boot-up ms"),
      bench: runs > 1 ? range("bench") : med("bench"),
      failing: [...new Set(samples.flatMap((s) => s.failing))].slice(0, 6).join(" "),
    });
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse (${desktop ? "desktop" : "mobile"}${runs > 1 ? `, median of ${runs} runs` : ""}${calibrated ? ", also with the CPU slowdown calibrated to the host's benchmark" : ""}) against ${base}`);
console.table(rows);
