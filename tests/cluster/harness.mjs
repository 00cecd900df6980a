// A small cluster on loopback for tests and the load run: one fresh PostgreSQL database, one S3
// (s3rver), N app servers (scripts/server.mjs), and nginx round-robin in front, started unprivileged
// with a generated config in a temp dir. Everything listens on 127.0.0.1 only.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";

const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const ADMIN_PASSWORD = "cluster-test-admin-password-0001";
/** Scripts' admin bearer (ADMIN_API_TOKEN): the password is never a bearer. */
export const ADMIN_API_TOKEN = "cluster-test-admin-api-token-0123456789abcdef";
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Creates a fresh database next to DATABASE_URL's; answers its URL and a drop function. */
export async function freshDatabase(baseUrl, name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async sql(text, values) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return await c.query(text, values);
      } finally {
        await c.end();
      }
    },
    /** Runs on the maintenance database (ALTER DATABASE, terminate backends). */
    async adminSql(text, values) {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        return await c.query(text, values);
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
    },
  };
}

export async function startS3(dir) {
  const port = await freePort();
  const server = new S3rver({ address: "127.0.0.1", port, directory: dir, silent: true, configureBuckets: [{ name: "cluster-images", configs: [] }] });
  await server.run();
  return { port, endpoint: `http://127.0.0.1:${port}`, bucket: "cluster-images", close: () => server.close() };
}

/** One app server: scripts/server.mjs on a loopback port. */
export class AppServer {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.url = `http://127.0.0.1:${port}`;
    this.log = "";
    this.exit = null;
  }
  start() {
    this.exit = null;
    this.child = spawn(process.execPath, [path.join(ROOT, "scripts", "server.mjs")], {
      cwd: ROOT,
      env: { ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.exited = new Promise((resolve) => this.child.on("exit", (code, signal) => resolve((this.exit = { code, signal }))));
    this.child.stdout.on("data", (d) => (this.log += d));
    this.child.stderr.on("data", (d) => (this.log += d));
    return this;
  }
  async ready(timeoutMs = 60_000) {
    const started = Date.now();
    for (;;) {
      if (this.exit) throw new Error(`${this.name} exited ${JSON.stringify(this.exit)}:\n${this.log}`);
      try {
        const res = await fetch(`${this.url}/api/ready`);
        if (res.status === 200) return Date.now() - started;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > timeoutMs) throw new Error(`${this.name} not ready after ${timeoutMs} ms:\n${this.log}`);
      await sleep(100);
    }
  }
  kill(signal = "SIGKILL") {
    if (this.child && !this.exit) this.child.kill(signal);
    return this.exited;
  }
}

export async function startNginx(dir, upstreams) {
  const port = await freePort();
  for (const d of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, d), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  const asRoot = process.getuid?.() === 0;
  // The same proxy settings as deploy/nginx.conf, with loopback ports and paths inside `dir`.
  const shared = readFileSync(path.join(ROOT, "deploy", "nginx-proxy.conf"), "utf8");
  writeFileSync(
    conf,
    `${asRoot ? "user root;\n" : ""}worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream detox_app {
${upstreams.map((u) => `    server ${u};`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Upstream $upstream_addr always;
${shared.replace(/^/gm, "    ")}
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", conf, "-e", `${dir}/error.log`, "-g", `daemon off; pid ${dir}/nginx.pid;`], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Wait for nginx's own port with a bare TCP connect: a request through it while the app servers are
  // still down would mark both upstreams failed for fail_timeout (10 s), and nginx would answer 502.
  for (let i = 0; i < 100; i++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) break;
    await sleep(50);
  }
  return {
    url,
    port,
    log: () => log,
    async stop() {
      child.kill("SIGQUIT");
      await Promise.race([exited, sleep(3000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** Env for every app server of the cluster. */
export function serverEnv(dbUrl, s3, extra = {}) {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith("S3_") || k === "NODE_OPTIONS") delete env[k];
  return {
    ...env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: dbUrl,
    ADMIN_PASSWORD,
    ADMIN_API_TOKEN,
    SITE_URL: "http://127.0.0.1",
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`,
    ...extra,
  };
}

export function tempDir(prefix) {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}
export const removeDir = (dir) => rmSync(dir, { recursive: true, force: true });
