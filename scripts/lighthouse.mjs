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
// --post "name=value&..." audits, for each path, the page that answers its form: the form page loads first (not
// measured), then the named fields are filled and the form is posted as a browser without JavaScript posts it (a
// native POST navigation of a copy of the form, with every hidden field the server rendered), and Lighthouse
// measures that navigation (a user-flow step). For the blood lead answer, which is never at a URL of its own
// (docs/blood-lead.md): --post "result=12&who=child&how=venous&zip=44114" /blood-lead-levels. puppeteer-core,
// like chrome-launcher, is lighthouse's own dependency. --expect SELECTOR fails the run when the answered page has no
// element matching it (the answer itself, not the form again with an error): --expect "#bll-answer".
// --save-failing DIR writes the full report of every run in which accessibility, best practices or SEO is
// below 100 to DIR, to read why an audit failed.
// Example: npm start & npm run lighthouse -- --runs 5 / /program/<id> /detox-guide
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { startFlow } from "lighthouse";
import { numberOption, readCommandLine, textOption } from "./args.mjs";
import { median } from "./stats.mjs";

/** The CPU slowdown that emulates Lighthouse's reference phone on a host with this benchmark index. */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const USAGE = "npm run lighthouse -- [--base URL] [--desktop] [--runs N] [--calibrated] [--post FIELDS [--expect SELECTOR]] [--save-failing DIR] [/path ...]";
const { base, desktop, runs, calibrated, post, expect, saveDir, paths } = readCommandLine(USAGE, () => {
  const { values, positionals } = parseArgs({
    options: {
      base: { type: "string", default: "http://localhost:3000" },
      desktop: { type: "boolean", default: false },
      runs: { type: "string" },
      calibrated: { type: "boolean", default: false },
      post: { type: "string" },
      expect: { type: "string" },
      "save-failing": { type: "string" },
    },
    allowPositionals: true,
  });
  if (values.calibrated && values.post !== undefined) throw new Error("--calibrated and --post cannot be combined");
  if (!URL.canParse(values.base)) throw new Error(`--base must be a URL such as http://localhost:3000, not ${JSON.stringify(values.base)}`);
  return {
    base: values.base,
    desktop: values.desktop,
    runs: numberOption(values.runs, "runs", 1, 1, 1000, { whole: true }),
    calibrated: values.calibrated,
    post: values.post === undefined ? null : [...new URLSearchParams(values.post)],
    expect: textOption(values.expect, "expect", "a CSS selector") ?? null,
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
      if (post) {
        result = { lhr: await postedAnswer(url, post, flags) };
      } else if (calibrated && !desktop) {
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
      path: post ? `${path} (posted)` : path,
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

/** Lighthouse's report of the navigation that posts the form of the page at `url` with these fields. */
async function postedAnswer(url, fields, flags) {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: "networkidle0" });
    const flow = await startFlow(page, { config, flags: { ...flags, port: undefined } });
    await flow.navigate(async () => {
      // A cold load, as for the other paths: the form page's scripts and styles are not reused from the cache.
      const cdp = await page.createCDPSession();
      await cdp.send("Network.clearBrowserCache");
      await cdp.detach();
      const missing = await page.evaluate((entries) => {
        const form = document.querySelector("form[method=post]");
        if (!form) return ["(no form with method=post)"];
        const copy = form.cloneNode(true);
        const lost = [];
        for (const [name, value] of entries) {
          const inputs = [...copy.querySelectorAll(`[name="${CSS.escape(name)}"]`)];
          if (inputs.length === 0) lost.push(name);
          for (const input of inputs) {
            if (input.type === "radio" || input.type === "checkbox") input.checked = input.value === value;
            else input.value = value;
          }
        }
        if (lost.length === 0) {
          copy.hidden = true;
          copy.setAttribute("action", location.pathname);
          copy.setAttribute("method", "post");
          copy.setAttribute("enctype", "multipart/form-data");
          document.body.append(copy);
          HTMLFormElement.prototype.submit.call(copy);
        }
        return lost;
      }, fields);
      if (missing.length) throw new Error(`--post: the form at ${url} has no field ${missing.join(", ")}`);
    });
    if (expect && !(await page.$(expect))) throw new Error(`--expect: no ${expect} on the page that answered the post to ${url}`);
    const { steps } = await flow.createFlowResult();
    return steps[0].lhr;
  } finally {
    await page.close();
    browser.disconnect();
  }
}
console.log(`Lighthouse (${desktop ? "desktop" : "mobile"}${runs > 1 ? `, median of ${runs} runs` : ""}${calibrated ? ", also with the CPU slowdown calibrated to the host's benchmark" : ""}) against ${base}`);
console.table(rows);
