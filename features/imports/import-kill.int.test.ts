import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb, countRows, resetDb } from "@/tests/support/db";

// A process killed in the middle of an import leaves no imported row behind: the import is one
// transaction, and the database rolls back what was never committed (PGlite on reopening its
// directory, PostgreSQL when the connection drops).
const ROOT = path.resolve(__dirname, "..", "..");
const pgUrl = process.env.TEST_DATABASE_URL;

function startChild(env: Record<string, string>, arg = "5000") {
  // node itself with tsx as a loader: the `tsx` command would run the script in a grandchild that
  // SIGKILL of the parent does not reach.
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(ROOT, "tests/fixtures/import/kill-import-child.ts"), arg], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: "", SEED_DEMO_DATA: "never", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const progressed = new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
      const m = /PROGRESS (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on("exit", (code) => reject(new Error(`child exited (${code}) before progress: ${err}`)));
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_c, signal) => resolve(signal)));
  return { child, progressed, exited, output: () => out };
}

afterAll(closeDb);

// Two cold starts of a child process (PGlite create + migrate): slow on a busy machine.
it("SIGKILL during an import leaves zero new rows (committed rows stay)", async () => {
  let dir: string | undefined;
  let env: Record<string, string>;
  if (pgUrl) {
    await resetDb();
    env = { DATABASE_URL: pgUrl };
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), "import-kill-"));
    env = { DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dir, "db") };
  }
  const { child, progressed, exited, output } = startChild(env);
  const done = await progressed;
  expect(done).toBe(500); // one batch inserted inside the open transaction
  child.kill("SIGKILL");
  expect(await exited).toBe("SIGKILL");
  expect(() => process.kill(child.pid!, 0)).toThrow(); // really gone
  expect(output()).not.toContain("DONE");

  if (pgUrl) {
    // The server rolls back once it notices the dropped connection.
    let programs = -1;
    for (let i = 0; i < 50 && programs !== 3; i++) {
      programs = (await countRows()).programs;
      if (programs !== 3) await new Promise((r) => setTimeout(r, 100));
    }
    expect(programs).toBe(3);
  } else {
    // Reopened by another process, as the next server start would.
    const counter = startChild(env, "count");
    counter.progressed.catch(() => {});
    await counter.exited;
    expect(counter.output()).toContain('COUNT {"kept":3,"killed":0}');
    rmSync(dir!, { recursive: true, force: true });
  }
}, 240_000);
