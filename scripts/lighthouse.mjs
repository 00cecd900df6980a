// `npm run lighthouse -- [--base URL] [--desktop] [--runs N] /path ...`: Lighthouse (mobile settings by
// default) with the system Chromium against a running site; prints the four category scores of each page.
// On a small shared VM one run swings by 10 points or more (Lighthouse's own CPU benchmark, printed as
// "bench", varies from run to run), so --runs N measures each page N times and prints the median
// performance with its range, the median metrics and the benchmark range.
// Example: npm start & npm run lighthouse -- --runs 5 / /program/<id> /detox-guide
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
let base = "http://localhost:3000";
let desktop = false;
let runs = 1;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--base") base = args[++i];
  else if (args[i] === "--desktop") desktop = true;
  else if (args[i] === "--runs") runs = Math.max(1, Number(args[++i]) || 1);
  else paths.push(args[i]);
}
if (paths.length === 0) paths.push("/");

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

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
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }, config);
      const { categories: c, audits } = result.lhr;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const ms = (id) => Math.round(audits[id]?.numericValue ?? 0);
      samples.push({
        performance: score("performance"),
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
console.log(`Lighthouse (${desktop ? "desktop" : "mobile"}${runs > 1 ? `, median of ${runs} runs` : ""}) against ${base}`);
console.table(rows);
