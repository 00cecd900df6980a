// Builds the site when .next is missing or older than the sources (used by `npm start` and `npm test`).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function ensureBuild() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const buildId = path.join(root, ".next", "BUILD_ID");
  const inputs = ["app", "features", "content", "components", "lib", "db", "public", "next.config.ts", "package.json", "instrumentation.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"]
    .map((p) => path.join(root, p))
    .filter(existsSync);
  const sourceTime = Math.max(...inputs.map(newestMtime));
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= sourceTime) return;
  console.log("Building the site (first start or changed sources)...");
  execFileSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
  });
}
