// `npm test`: every test. Unit and integration tests on the embedded PGlite; the integration tests
// again on the PostgreSQL server when DATABASE_URL is set; then end-to-end tests in Chromium
// against the built site; with DATABASE_URL, the cluster test too (two app servers behind nginx).
// Prints one closing line "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readCommandLine } from "./args.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, ".data", "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const base = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
const LAYERS = ["unit", "integration", "e2e", "cluster"];
const { positionals } = readCommandLine(`npm test [-- ${LAYERS.join(" | ")}]`, () => parseArgs({ allowPositionals: true }));
const only = positionals[0]; // optional: one of LAYERS
if (only !== undefined && !LAYERS.includes(only)) {
  console.error(`Unknown test layer "${only}": use one of ${LAYERS.join(", ")}, or none for all.`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
let ok = true;

function run(label, cmd, args, env, count) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env });
  if (res.status !== 0) ok = false;
  try {
    const [p, f] = count();
    passed += p;
    failed += f;
  } catch {
    if (res.status !== 0) failed += 1;
  }
}

const jestCount = (file) => () => {
  const r = JSON.parse(readFileSync(file, "utf8"));
  return [r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites];
};

const jestEnv = { ...base, NODE_OPTIONS: "--experimental-vm-modules --no-warnings" };
delete jestEnv.TEST_DATABASE_URL;
if (!only || only === "unit" || only === "integration") {
  const projects = only ? [only] : ["unit", "integration"];
  const out = path.join(results, "jest-pglite.json");
  const pgliteEnv = { ...jestEnv };
  delete pgliteEnv.DATABASE_URL;
  run(`Jest (${projects.join(" + ")}) on PGlite`, bin("jest"), ["--selectProjects", ...projects, "--json", `--outputFile=${out}`], pgliteEnv, jestCount(out));
}
if ((!only || only === "integration") && process.env.DATABASE_URL) {
  const out = path.join(results, "jest-postgres.json");
  run("Jest (integration) on PostgreSQL", bin("jest"), ["--selectProjects", "integration", "--runInBand", "--json", `--outputFile=${out}`], { ...jestEnv, TEST_DATABASE_URL: process.env.DATABASE_URL }, jestCount(out));
}
if (!only || only === "e2e") {
  ensureBuild();
  rmSync(path.join(root, ".data", "e2e"), { recursive: true, force: true });
  const out = path.join(results, "playwright.json");
  run("Playwright (Chromium)", bin("playwright"), ["test"], { ...base, PLAYWRIGHT_JSON_OUTPUT_NAME: out, PLAYWRIGHT_JSON_OUTPUT_FILE: out }, () => {
    const s = JSON.parse(readFileSync(out, "utf8")).stats;
    return [s.expected + s.flaky, s.unexpected];
  });
}
if ((!only || only === "cluster") && process.env.DATABASE_URL) {
  ensureBuild();
  const out = path.join(results, "cluster.tap");
  run("Cluster (two app servers, nginx, PostgreSQL, s3rver)", process.execPath, ["--test", "--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=tap", `--test-reporter-destination=${out}`, "tests/cluster/cluster.test.mjs"], base, () => {
    const tap = readFileSync(out, "utf8");
    const n = (k) => Number(new RegExp(`^# ${k} (\\d+)$`, "m").exec(tap)?.[1] ?? NaN);
    if (Number.isNaN(n("pass"))) throw new Error("no TAP summary");
    return [n("pass"), n("fail")];
  });
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
