import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BackupError } from "./archive";
import { MIGRATIONS_LEVEL_SQL, MIGRATIONS_PRESENT_SQL } from "./manifest";

/**
 * PostgreSQL: pg_dump's custom format (-Fc), restored as pg_restore's script run by psql, with the
 * PostgreSQL client tools on the PATH (Debian: postgresql-client, of the server's major version or newer).
 * The password travels in PGPASSWORD, not on the command line, where any user of the machine could read it.
 */

function libpqTarget(url: string): { dbname: string; env: Record<string, string> } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

type Child = { proc: ChildProcess; done: Promise<void> };

function start(tool: string, args: string[], env: Record<string, string>, stdio: StdioOptions): Child {
  const proc = spawn(tool, args, { stdio, env: { ...process.env, ...env } });
  let stderr = "";
  proc.stderr?.setEncoding("utf8");
  proc.stderr?.on("data", (s: string) => (stderr = (stderr + s).slice(-4000)));
  const done = new Promise<void>((resolve, reject) => {
    proc.on("error", (e: NodeJS.ErrnoException) =>
      reject(e.code === "ENOENT" ? new BackupError(`${tool} was not found: install the PostgreSQL client tools (Debian: postgresql-client).`) : e),
    );
    proc.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit code ${code}): ${stderr.trim() || "no message"}`))));
  });
  return { proc, done };
}

/**
 * The first releases of each major version with the fix for CVE-2025-8714 (PostgreSQL 17.6, 16.10, 15.14, 14.19
 * and 13.22, 2025-08-14; 18.0 came out after it): an older psql runs the `\\!` meta-commands that a crafted dump
 * can carry, as the operator. 12 and older are unsupported and unfixed.
 */
export const PATCHED_CLIENTS: Record<number, number> = { 13: 22, 14: 19, 15: 14, 16: 10, 17: 6 };

/** Why a client tool's `--version` line is too old to restore with, or null when it is patched. */
export function clientVersionProblem(tool: string, versionLine: string): string | null {
  const m = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(versionLine);
  if (!m) return `${tool} did not say its version ("${versionLine.trim().slice(0, 80)}"): restore needs the PostgreSQL client tools of a patched release.`;
  const major = Number(m[1]);
  const minor = Number(m[2] ?? 0);
  if (major >= 18) return null;
  const least = PATCHED_CLIENTS[major];
  if (least !== undefined && minor >= least) return null;
  const need = least === undefined ? "a supported release (13.22, 14.19, 15.14, 16.10, 17.6 or newer)" : `${major}.${least} or newer`;
  return `${tool} is ${major}.${minor}, which lacks the fix for CVE-2025-8714 (a crafted dump can run commands as you): install ${need}, then restore again.`;
}

async function versionLine(tool: string): Promise<string> {
  const child = start(tool, ["--version"], {}, ["ignore", "pipe", "pipe"]);
  let out = "";
  child.proc.stdout!.setEncoding("utf8");
  child.proc.stdout!.on("data", (s: string) => (out += s));
  await child.done;
  return out;
}

/** Refuses to restore with psql or pg_restore older than the patched releases (PATCHED_CLIENTS). */
export async function checkClientTools(): Promise<void> {
  for (const tool of ["pg_restore", "psql"]) {
    const problem = clientVersionProblem(tool, await versionLine(tool));
    if (problem) throw new BackupError(problem);
  }
}

/** The whole database (every schema: the app's tables, drizzle's migrations, the job queue) into `file`. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  await start("pg_dump", ["--format=custom", "--file", file, "--dbname", dbname], env, ["ignore", "ignore", "pipe"]).done;
}

// pg_restore's script starts with this line, which empties the search path for the whole restore. Then
// the generated column detox_programs.earth_loc cannot be computed: earthdistance's ll_to_earth (before
// PostgreSQL 16) names the type `earth` and the function `earth()` unqualified ('type "earth" does not
// exist'). Only that first line is changed, to a search path of public then pg_catalog (every name in the
// script is qualified, so nothing else resolves differently), and a lock held by a running server fails
// the restore after 30 s instead of waiting forever (the script's own "SET lock_timeout = 0" comes before).
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const RESTORE_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);\nSET lock_timeout = '30s';";

function withSearchPath(): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("latin1"); // byte for byte; the line looked for is ASCII
      const at = head.indexOf(EMPTY_SEARCH_PATH);
      if (at < 0 && head.length < 64 * 1024) return callback();
      done = true;
      const out = at < 0 ? head : head.slice(0, at) + RESTORE_SEARCH_PATH + head.slice(at + EMPTY_SEARCH_PATH.length);
      callback(null, Buffer.from(out, "latin1"));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.from(head, "latin1"));
    },
  });
}

/**
 * Replaces what the dump holds in the database, in one transaction (psql --single-transaction, stopping
 * at the first error): a failure leaves the database as it was. Objects are dropped first (--clean
 * --if-exists); ownership and grants are not restored, so any user that may create the objects can restore.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  const script = start("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--file=-", file], {}, ["ignore", "pipe", "pipe"]);
  const psql = start("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--single-transaction", "--dbname", dbname], env, ["pipe", "ignore", "pipe"]);
  const piped = pipeline(script.proc.stdout!, withSearchPath(), psql.proc.stdin!);
  // psql's error first: it says what went wrong; pg_restore's (a broken pipe once psql stopped) follows from it.
  for (const outcome of await Promise.allSettled([psql.done, script.done, piped])) {
    if (outcome.status === "fulfilled") continue;
    const message = String((outcome.reason as Error).message);
    throw message.includes("lock timeout") ? new BackupError(`${message}\nThe database is in use: stop the app servers and workers, then restore again.`) : outcome.reason;
  }
}

/** How many migrations the database has applied, and the last one's `when` (null: none). */
export async function pgMigrationLevel(url: string): Promise<{ applied: number; lastWhen: string | null }> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ present: boolean }>(MIGRATIONS_PRESENT_SQL);
    if (!rows[0]?.present) return { applied: 0, lastWhen: null };
    const level = await client.query<{ applied: number; last_when: string | null }>(MIGRATIONS_LEVEL_SQL);
    return { applied: level.rows[0]!.applied, lastWhen: level.rows[0]!.last_when };
  } catch (e) {
    throw new BackupError(`Cannot read the database at DATABASE_URL: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await client.end().catch(() => {});
  }
}
