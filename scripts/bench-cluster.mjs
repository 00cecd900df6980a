// `npm run bench:cluster`: a short load run through nginx, every request distinct, with one app server
// behind nginx and then two. Needs DATABASE_URL (PostgreSQL), nginx and a build (made if missing).
//
// Seeds a fresh database with the demo data set (COUNT programs), then for 1 and 2 servers: 3 s warm-up,
// DURATION s measured, CONNECTIONS connections, each request a different program page or a different
// search (a ZIP and radius), so no cache can answer. Prints requests/s, p50 and p99 latency per run.
// Options (env): BENCH_COUNT (5000), BENCH_DURATION (15), BENCH_CONNECTIONS (20).
import { spawnSync } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild } from "./ensure-build.mjs";
import { AppServer, freePort, freshDatabase, removeDir, ROOT, serverEnv, sleep, startNginx, startS3, tempDir } from "../tests/cluster/harness.mjs";

const COUNT = Number(process.env.BENCH_COUNT || 5000);
const DURATION = Number(process.env.BENCH_DURATION || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);

if (!process.env.DATABASE_URL) {
  console.error("bench:cluster needs DATABASE_URL (a PostgreSQL server).");
  process.exit(1);
}
ensureBuild();
const dir = tempDir("detox-bench-cluster-");
const db = await freshDatabase(process.env.DATABASE_URL, `detox_bench_cluster_${process.pid}`);
const s3 = await startS3(path.join(dir, "s3"));
const cleanup = [];
try {
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(ROOT, "scripts", "bench-seed.ts"), "--count", String(COUNT)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
  const ids = (await db.sql("select id from detox_programs where is_active order by random()")).rows.map((r) => r.id);
  const zips = (await db.sql("select distinct zip_code from detox_programs")).rows.map((r) => r.zip_code);
  const paths = [];
  for (let i = 0; paths.length < 40_000; i++) {
    paths.push(`/program/${ids[i % ids.length]}?v=${i}`); // distinct URL; the page itself is not cached by the app
    paths.push(`/api/programs/search?q=${zips[i % zips.length]}&radius=${10 + (i % 90)}&page=${1 + (Math.floor(i / zips.length) % 3)}`);
  }
  console.log(`Seeded ${COUNT} programs; ${paths.length} distinct request paths (program pages and ZIP searches).`);

  const env = serverEnv(db.url, s3, { JOB_WORKER: "false" });
  const servers = [new AppServer("A", await freePort(), env), new AppServer("B", await freePort(), env)];
  cleanup.push(() => Promise.all(servers.map((s) => s.kill("SIGKILL"))));
  await Promise.all(servers.map((s) => s.start().ready()));

  let next = 0;
  const results = [];
  for (const n of [1, 2]) {
    const nginx = await startNginx(path.join(dir, `nginx-${n}`), servers.slice(0, n).map((s) => `127.0.0.1:${s.port}`));
    const run = (duration) =>
      autocannon({ url: nginx.url, connections: CONNECTIONS, pipelining: 1, duration, requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] });
    await run(3);
    const r = await run(DURATION);
    await nginx.stop();
    results.push({ servers: n, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    console.log(`${n} server(s): ${r.requests.average.toFixed(1)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    await sleep(500);
  }
  if (next > paths.length) console.log(`(paths reused after ${paths.length} requests)`);
  console.log(`two servers / one: x${(results[1].rps / results[0].rps).toFixed(2)} (${(await import("node:os")).cpus().length} CPU cores on this machine)`);
} finally {
  for (const c of cleanup) await c();
  await s3.close();
  await db.drop();
  removeDir(dir);
}
