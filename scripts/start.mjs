// `npm start`: builds when the build is missing or older than the sources, then serves.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";
const root = path.resolve(import.meta.dirname, "..");
const buildId = path.join(root, ".next", "BUILD_ID");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "components", "lib", "db", "public"].map((d) => path.join(root, d)).filter(existsSync);
const configFiles = ["next.config.ts", "package.json", "instrumentation.ts"].map((f) => path.join(root, f)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newestMtime), ...configFiles.map((f) => statSync(f).mtimeMs));
if (!existsSync(buildId) || statSync(buildId).mtimeMs < sourceTime) {
  console.log("Building the site (first start or changed sources)...");
  execFileSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], { stdio: "inherit", cwd: root });
}

const child = spawn(process.execPath, [path.join(root, "scripts", "server.mjs")], { stdio: "inherit", cwd: root, env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
