// `npm run lighthouse -- [--base URL] [--desktop] /path ...`: Lighthouse (mobile settings by default) with
// the system Chromium against a running site; prints the four category scores of each page.
// Example: npm start & npm run lighthouse -- / /program/<id> /detox-guide
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
let base = "http://localhost:3000";
let desktop = false;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--base") base = args[++i];
  else if (args[i] === "--desktop") desktop = true;
  else paths.push(args[i]);
}
if (paths.length === 0) paths.push("/");

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const rows = [];
try {
  for (const path of paths) {
    const url = new URL(path, base).toString();
    const config = desktop ? (await import("lighthouse/core/config/desktop-config.js")).default : undefined;
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }, config);
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    const ms = (id) => Math.round(result.lhr.audits[id]?.numericValue ?? 0);
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "FCP ms": ms("first-contentful-paint"),
      "LCP ms": ms("largest-contentful-paint"),
      "TBT ms": ms("total-blocking-time"),
      "boot-up ms": ms("bootup-time"),
      failing: failing.slice(0, 6).join(" "),
    });
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse (${desktop ? "desktop" : "mobile"}) against ${base}`);
console.table(rows);
