// `npm run test:cluster`: two app servers on one fresh PostgreSQL database and one S3 (s3rver), with
// nginx round-robin in front, all on loopback. Checks through nginx and through each server directly.
// Needs DATABASE_URL (a PostgreSQL server whose user may create databases), nginx, and a build.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import http from "node:http";
import { after, before, describe, it } from "node:test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { ADMIN_API_TOKEN, AppServer, freePort, freshDatabase, removeDir, ROOT, serverEnv, sleep, startNginx, startS3, tempDir } from "./harness.mjs";

const admin = { authorization: `Bearer ${ADMIN_API_TOKEN}`, "content-type": "application/json" };
const journal = JSON.parse(readFileSync(path.join(ROOT, "db", "migrations", "meta", "_journal.json"), "utf8")).entries.length;

// The columns of the CSV imports below, mapped to directory fields.
const MAPPING = ["name", "address", "city", "state", "zipCode", "phone"].map((field, i) => ({ column: ["Practice Name", "Street", "City", "State", "Zip", "Phone"][i], field }));

let db, s3, nginx, A, B, dir;

/** Restarts a server that an earlier test stopped (or that failed), so every test starts with both up. */
async function up(server) {
  if (server.child && server.exit === null) return;
  server.start();
  await server.ready();
}

async function json(url, init) {
  const res = await fetch(url, init);
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

/** Polls `check` until it is truthy; answers the milliseconds it took. */
async function within(ms, check, what) {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
}

async function insertProgram(name, extra = {}) {
  const { rows } = await db.sql(
    `insert into detox_programs (name, description, address, city, state, zip_code, phone, latitude, longitude, program_types, certifications, is_active, is_verified, verified_at, verification_method, rating, review_count)
     values ($1, 'A cluster test program.', '1 Main St', 'Austin', 'TX', '78701', '(512) 555-0100', 30.27, -97.74, '{"Functional Medicine"}', '{}', true, true, now(), 'admin', $2, $3) returning id`,
    [name, extra.rating ?? 0, extra.reviewCount ?? 0],
  );
  return rows[0].id;
}

before(async () => {
  assert.ok(process.env.DATABASE_URL, "DATABASE_URL must point at a PostgreSQL server");
  ensureBuild();
  dir = tempDir("detox-cluster-");
  db = await freshDatabase(process.env.DATABASE_URL, `detox_cluster_${process.pid}`);
  s3 = await startS3(path.join(dir, "s3"));
  const env = serverEnv(db.url, s3, {
    JOB_EXPIRE_SECONDS: "8", // a job whose server died is retried after this
    JOB_MAINTENANCE_SECONDS: "1",
    JOB_POLL_SECONDS: "2", // the server that queues a job wakes its own worker at once; the other polls
    SHUTDOWN_TIMEOUT_MS: "15000",
  });
  A = new AppServer("A", await freePort(), env);
  B = new AppServer("B", await freePort(), env);
  nginx = await startNginx(path.join(dir, "nginx"), [`127.0.0.1:${A.port}`, `127.0.0.1:${B.port}`]);
});

after(async () => {
  await Promise.all([A?.kill("SIGKILL"), B?.kill("SIGKILL")]);
  await nginx?.stop();
  await s3?.close();
  await db?.drop();
  if (dir) removeDir(dir);
});

describe("two app servers behind nginx", () => {
  it("two servers started at the same moment on an empty database migrate once, without errors", async () => {
    A.start();
    B.start();
    await Promise.all([A.ready(), B.ready()]);
    const { rows } = await db.sql("select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations");
    assert.equal(rows[0].n, journal);
    assert.equal(rows[0].d, journal);
    // No error on either server (a duplicate object, a timed-out wait for the other's migrations).
    for (const s of [A, B]) assert.doesNotMatch(s.log, /migrat|already exists|duplicate key|deadlock|\[db\]|\[jobs\]/i, `${s.name} logged an error:\n${s.log}`);
    for (const s of [A, B]) if (s.log.match(/fail|error/i)) console.log(`# ${s.name} start-up log:\n${s.log.replace(/^/gm, "#   ")}`);
    // pg-boss installs its schema once too (each server's worker starts just after the server is ready).
    await within(30_000, async () => (await db.sql("select to_regclass('pgboss.version') is not null as ok")).rows[0].ok, "pg-boss schema");
    await within(30_000, async () => (await db.sql("select count(*)::int as n from pgboss.queue where name = 'import'")).rows[0].n === 1, "import queue");
    assert.equal((await db.sql("select count(*)::int as n from pgboss.version")).rows[0].n, 1);
  });

  it("answers health and readiness through nginx and through each server, round-robin", async () => {
    await up(A);
    await up(B);
    for (const base of [nginx.url, A.url, B.url]) {
      assert.equal((await fetch(`${base}/api/health`)).status, 200);
      assert.equal((await fetch(`${base}/api/ready`)).status, 200);
    }
    const upstreams = new Set();
    for (let i = 0; i < 6; i++) upstreams.add((await fetch(`${nginx.url}/api/health`)).headers.get("x-upstream"));
    assert.deepEqual([...upstreams].sort(), [`127.0.0.1:${A.port}`, `127.0.0.1:${B.port}`].sort());
  });

  it("public pages let a CDN keep them briefly, with a nonce that matches their scripts; private ones do not", async () => {
    await up(A);
    await up(B);
    const id = await insertProgram("Cluster Cacheable");
    for (const p of ["/", `/program/${id}`]) {
      const res = await fetch(`${nginx.url}${p}`);
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get("cache-control"), "public, max-age=0, s-maxage=60, stale-while-revalidate=300", p);
      // A cached copy keeps header and body together: the CSP nonce is the one on the page's scripts.
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy"))[1];
      const html = await res.text();
      assert.ok(html.includes(`nonce="${nonce}"`), `${p}: scripts carry the header's nonce`);
    }
    // Pages kept in each server's memory (lib/http/page-cache.mjs): no nonce; every inline script is allowed by its hash.
    for (const p of ["/states/texas", "/chelation-guide"]) {
      const res = await fetch(`${nginx.url}${p}`);
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get("cache-control"), "public, max-age=0, s-maxage=60, stale-while-revalidate=300", p);
      assert.equal(res.headers.get("x-page-cache"), "hit", p);
      const csp = res.headers.get("content-security-policy");
      assert.doesNotMatch(csp, /nonce|strict-dynamic/, p);
      const html = await res.text();
      assert.ok(!html.includes("nonce="), `${p}: no nonce left in the HTML`);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/src=|ld\+json/.test(m[1]) && m[2]);
      assert.ok(inline.length > 0, p);
      for (const m of inline) assert.ok(csp.includes(`'sha256-${createHash("sha256").update(m[2]).digest("base64")}'`), `${p}: an inline script's hash is in the CSP`);
    }
    for (const p of ["/?q=lead", "/admin/login", "/manage-programs", "/add-business"]) {
      const res = await fetch(`${nginx.url}${p}`, { redirect: "manual" });
      assert.match(res.headers.get("cache-control") ?? "", /private|no-store/, p);
      assert.doesNotMatch(res.headers.get("cache-control") ?? "", /public|s-maxage/, p);
    }
    const withSession = await fetch(`${nginx.url}/program/${id}`, { headers: { cookie: "__Host-detox_admin=x" } });
    assert.equal(withSession.headers.get("cache-control"), "private, no-store");
    const write = await fetch(`${nginx.url}/api/programs/${id}`, { method: "PUT", headers: admin, body: JSON.stringify({ name: "Cluster Cacheable 2" }) });
    assert.equal(write.status, 200);
    assert.equal(write.headers.get("cache-control"), "private, no-store");
  });

  it("a program edited through A shows its new name on B within 1 s", async () => {
    await up(A);
    await up(B);
    const id = await insertProgram("Cluster Before Edit");
    // B caches the list (and the page) first. The row was inserted in SQL, not through the app: the table's
    // trigger tells B, within a second like any write.
    const listB = async () => (await json(`${B.url}/api/programs?state=TX&sortBy=recent&pageSize=50`)).body;
    await within(1000, async () => (await listB()).some((p) => p.name === "Cluster Before Edit"), "B's list, after an insert in SQL");
    assert.match(await (await fetch(`${B.url}/program/${id}`)).text(), /Cluster Before Edit/);
    const put = await json(`${A.url}/api/programs/${id}`, { method: "PUT", headers: admin, body: JSON.stringify({ name: "Cluster After Edit" }) });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const took = await within(1000, async () => (await listB()).some((p) => p.name === "Cluster After Edit"), "B's list");
    assert.match(await (await fetch(`${B.url}/program/${id}`)).text(), /Cluster After Edit/);
    console.log(`# B's cached list showed the edit after ${took} ms`);
  });

  it("a state page kept in B's memory shows a program renamed through A within 1 s", async () => {
    await up(A);
    await up(B);
    const id = await insertProgram("Cluster Kept Page Before");
    const stateB = async () => {
      const res = await fetch(`${B.url}/states/texas`);
      assert.equal(res.headers.get("x-page-cache"), "hit");
      return res.text();
    };
    await within(1000, async () => (await stateB()).includes("Cluster Kept Page Before"), "B's state page, after an insert in SQL");
    assert.match(await stateB(), /Cluster Kept Page Before/); // served from B's memory now
    const put = await json(`${A.url}/api/programs/${id}`, { method: "PUT", headers: admin, body: JSON.stringify({ name: "Cluster Kept Page After" }) });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const took = await within(1000, async () => (await stateB()).includes("Cluster Kept Page After"), "B's kept state page");
    console.log(`# B's kept state page showed the edit after ${took} ms`);
  });

  it("a review approved on A updates B's list order within 1 s", async () => {
    await up(A);
    await up(B);
    await db.sql("update detox_programs set state = 'NV' where state = 'TX'");
    const first = await insertProgram("Cluster Rated Four", { rating: 4, reviewCount: 1 });
    const second = await insertProgram("Cluster Unrated");
    await db.sql(`update detox_programs set state = 'VT' where id in ($1, $2)`, [first, second]);
    await db.sql(`insert into reviews (program_id, user_name, user_email, rating, title, comment, is_published) values ($1, 'Ann', 'ann@example.com', 4, 'Good', 'Helpful staff and clear test results.', true)`, [first]);
    const { rows } = await db.sql(`insert into reviews (program_id, user_name, user_email, rating, title, comment, is_published) values ($1, 'Bob', 'bob@example.com', 5, 'Great', 'Clear explanations and careful testing.', false) returning id`, [second]);
    const order = async () => (await json(`${B.url}/api/programs?state=VT&sortBy=rating`)).body.map((p) => p.name);
    const expected = JSON.stringify(["Cluster Rated Four", "Cluster Unrated"]);
    await within(1000, async () => JSON.stringify(await order()) === expected, "B's order, after changes in SQL");
    const patch = await json(`${A.url}/api/admin/reviews/${rows[0].id}`, { method: "PATCH", headers: admin, body: JSON.stringify({ isPublished: true }) });
    assert.equal(patch.status, 200, JSON.stringify(patch.body));
    const took = await within(1000, async () => (await order())[0] === "Cluster Unrated", "B's order");
    console.log(`# B's order changed after ${took} ms`);
  });

  it("5 program submissions split across A and B exhaust one client's limit", async () => {
    await up(A);
    await up(B);
    const body = (i) =>
      JSON.stringify({
        name: `Cluster Submission ${i}`,
        phone: "(512) 555-0142",
        description: "Blood lead testing and physician-supervised chelation when indicated.",
        email: "info@maplegrove.example",
        website: "https://maplegrove.example",
        address: `${1200 + i} Congress Ave`,
        city: "Austin",
        state: "Texas",
        zipCode: "78701",
        imageUrl: "",
        programTypes: ["Environmental Medicine"],
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${(i % 2 ? B : A).url}/api/programs`, { method: "POST", headers: { "content-type": "application/json" }, body: body(i) });
      statuses.push(res.status);
      if (res.status === 400) console.log(`# ${await res.text()}`);
    }
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
    assert.equal((await fetch(`${A.url}/api/programs`, { method: "POST", headers: { "content-type": "application/json" }, body: body(7) })).status, 429);
  });

  it("insights events sent alternately to A and B are all counted, under one shared per-program limit", async () => {
    await up(A);
    await up(B);
    const id = await insertProgram("Cluster Insights");
    const headers = { "content-type": "application/json", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36" };
    const types = ["view", "call", "website", "directions"];
    const send = (i) => fetch(`${(i % 2 ? B : A).url}/api/programs/${id}/events`, { method: "POST", headers, body: JSON.stringify({ type: types[i % 4] }) });
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i).then((r) => r.status)));
    assert.deepEqual(statuses, Array(60).fill(202));
    assert.equal((await send(60)).status, 429); // RATE_LIMIT_EVENTS_PER_MINUTE (60) for this client and program, on both servers
    const { rows } = await db.sql(`select view, call, website, directions from program_daily_events where program_id = $1`, [id]);
    assert.deepEqual(rows, [{ view: 15, call: 15, website: 15, directions: 15 }]);
    const insights = await json(`${B.url}/api/admin/programs/${id}/insights?days=30`, { headers: admin });
    assert.deepEqual(insights.body.totals, { view: 15, call: 15, website: 15, directions: 15 });
  });

  it("an import started on A and killed halfway finishes on B with exactly the right rows; progress readable from both", async () => {
    await up(A);
    await up(B);
    const ROWS = 12_000;
    const header = "Practice Name,Street,City,State,Zip,Phone";
    const phone = (i) => `(512) ${200 + Math.floor(i / 10_000)}-${String(i % 10_000).padStart(4, "0")}`; // all distinct
    const lines = Array.from({ length: ROWS }, (_, i) => `Cluster Import ${i},${i} Oak Ave,Austin,TX,78701,${phone(i)}`);
    const before = (await db.sql("select count(*)::int as n from detox_programs")).rows[0].n;
    // A queues the job and wakes its own worker, so A runs it (B only polls every 2 s).
    const request = fetch(`${A.url}/api/import/csv/execute`, { method: "POST", headers: admin, body: JSON.stringify({ csvContent: [header, ...lines].join("\n"), columnMapping: MAPPING, skipDuplicates: false, replaceAll: false }) }).catch((e) => e);
    let running;
    await within(60_000, async () => {
      running = (await db.sql("select done as processed, total, status from job_runs where kind = 'import' and status = 'running' order by created_at desc limit 1")).rows[0];
      return running && running.processed >= ROWS / 2; // halfway
    }, "import progress");
    // Progress is readable through the other server while A works.
    const statusB = await json(`${B.url}/api/import/status`, { headers: admin });
    assert.equal(statusB.status, 200);
    assert.ok(statusB.body.running && statusB.body.running.processed > 0 && statusB.body.running.processed < ROWS, JSON.stringify(statusB.body));
    await A.kill("SIGKILL");
    assert.ok((await request) instanceof Error, "A's client saw the connection drop");
    const killedAt = Date.now();
    await within(120_000, async () => (await db.sql("select 1 from job_runs where kind = 'import' and status = 'done'")).rowCount === 1, "the retried import");
    console.log(`# import retried and finished ${Date.now() - killedAt} ms after A was killed`);
    const after = (await db.sql("select count(*)::int as n from detox_programs")).rows[0].n;
    assert.equal(after - before, ROWS);
    // pg-boss marks the job completed just after the import's transaction commits.
    let job;
    await within(10_000, async () => (job = (await db.sql("select retry_count from pgboss.job where name = 'import' and state = 'completed'")).rows).length === 1, "job completed");
    assert.ok(job[0].retry_count >= 1, "the job was retried after A died");
    assert.equal((await db.sql("select count(*)::int as n from detox_programs where name like 'Cluster Import %'")).rows[0].n, ROWS);
    A.start();
    await A.ready();
    for (const s of [A, B]) {
      const st = await json(`${s.url}/api/import/status`, { headers: admin });
      assert.equal(st.body.running, null);
      assert.equal(st.body.last.status, "succeeded");
      assert.equal(st.body.last.imported, ROWS);
    }
  });

  it("an import on B while one runs on A is refused with 409", async () => {
    await up(A);
    await up(B);
    const csv = ["Practice Name,Street,City,State,Zip,Phone", ...Array.from({ length: 6000 }, (_, i) => `Busy ${i},${i} Elm St,Reno,NV,89501,(775) 3${String(10 + Math.floor(i / 10_000))}-${String(i % 10_000).padStart(4, "0")}`)].join("\n");
    const req = (s) => json(`${s.url}/api/import/csv/execute`, { method: "POST", headers: admin, body: JSON.stringify({ csvContent: csv, columnMapping: MAPPING, skipDuplicates: true, replaceAll: false }) });
    const first = req(A);
    await within(30_000, async () => (await db.sql("select 1 from pgboss.job where name = 'import' and state in ('created', 'active')")).rowCount > 0, "queued import");
    const second = await req(B);
    assert.equal(second.status, 409);
    assert.match(second.body.error, /Another import is running/);
    assert.equal((await first).status, 200);
  });

  it("/api/ready answers 503 while PostgreSQL refuses connections, then 200 again without a restart", async () => {
    await up(A);
    await up(B);
    await db.adminSql(`alter database ${db.name} allow_connections false`);
    await db.adminSql("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [db.name]);
    try {
      await within(10_000, async () => (await fetch(`${A.url}/api/ready`)).status === 503, "A not ready");
      await within(10_000, async () => (await fetch(`${B.url}/api/ready`)).status === 503, "B not ready");
      assert.equal((await fetch(`${A.url}/api/health`)).status, 200);
    } finally {
      await db.adminSql(`alter database ${db.name} allow_connections true`);
    }
    await within(15_000, async () => (await fetch(`${A.url}/api/ready`)).status === 200, "A ready again");
    await within(15_000, async () => (await fetch(`${B.url}/api/ready`)).status === 200, "B ready again");
    assert.equal((await fetch(`${nginx.url}/api/programs?limit=1`)).status, 200);
  });

  it("SIGTERM during a slow request: the request completes, new connections go to the other server, exit 0", async () => {
    await up(A);
    await up(B);
    const id = await insertProgram("Cluster Slow Edit");
    const body = JSON.stringify({ name: "Cluster Slow Edit Done" });
    const half = Math.floor(body.length / 2);
    const response = new Promise((resolve, reject) => {
      const req = http.request(`${A.url}/api/programs/${id}`, { method: "PUT", headers: { ...admin, "content-length": String(Buffer.byteLength(body)) } }, (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode, text }));
      });
      req.on("error", reject);
      req.write(body.slice(0, half)); // the client is slow: the rest comes after the SIGTERM
      setTimeout(() => req.end(body.slice(half)), 1500);
    });
    await sleep(200);
    A.kill("SIGTERM");
    await sleep(300);
    // A accepts no new connection; nginx sends everything to B.
    await assert.rejects(fetch(`${A.url}/api/health`));
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx.url}/api/health`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("x-upstream").split(", ").pop(), `127.0.0.1:${B.port}`);
    }
    const done = await response;
    assert.equal(done.status, 200, done.text);
    assert.equal(JSON.parse(done.text).name, "Cluster Slow Edit Done");
    const exit = await A.exited;
    assert.deepEqual(exit, { code: 0, signal: null });
  });
});
