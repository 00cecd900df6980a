import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (const url of process.argv.slice(2)) {
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r.lhr.audits;
console.log(url, "bench", r.lhr.environment.benchmarkIndex, "score", r.lhr.categories.performance.score, "TBT", Math.round(a["total-blocking-time"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "SI", Math.round(a["speed-index"].numericValue), "CLS", a["cumulative-layout-shift"].numericValue.toFixed(3));
const lt = (a["long-tasks"]?.details?.items ?? []).map(i=>Math.round(i.duration)+":"+i.url.split("/").pop().slice(0,14)).join(" ");
console.log("  long", lt);
}
await chrome.kill();
