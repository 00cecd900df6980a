// A worker thread's young generation, under the server's --max-semi-space-size (issue 34).
//
// The production server runs with --max-semi-space-size=32 (scripts/server-flags.mjs: the main thread's page
// renders need a large young generation). V8 reads that flag for every isolate it makes, worker threads' too, and
// the flag wins over a Worker's `resourceLimits.maxYoungGenerationSizeMb`. So PGlite's worker, which only relays
// protocol bytes, grew its young generation to 64 MB over the first ten minutes of the soak: its heap total went
// from 22 to 83 MB while its live heap stayed about 20 MB, most of the PGlite-only growth of the server's RSS.
//
// startWorker() sets the flag to 0 ("not set") while the worker's isolate is made, so its resourceLimits apply,
// and puts the process's value back once the worker is online (or has exited). The main isolate's heap was sized
// when the process started and keeps its 32 MB semi-spaces (db/worker-heap.test.ts checks both).
import v8 from "node:v8";
import { Worker } from "node:worker_threads";

const FLAG = /^--max[-_]semi[-_]space[-_]size=(\d+)$/;

/**
 * The process's --max-semi-space-size in MB, from node's own flags or NODE_OPTIONS; null when it is not set.
 * @param {readonly string[]} [execArgv]
 * @param {string} [nodeOptions]
 * @returns {number | null}
 */
export function processSemiSpaceMb(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? "") {
  let mb = null;
  for (const arg of [...nodeOptions.split(/\s+/), ...execArgv]) {
    const m = FLAG.exec(arg);
    if (m) mb = Number(m[1]); // node's own flags come last and win, as they do in node
  }
  return mb;
}

/** Workers being made while the flag is lifted: it is put back when the last one is online. */
let lifted = 0;

/**
 * A Worker whose young generation is at most `youngGenerationMb`, whatever the process's flags.
 * @param {string | URL} file
 * @param {import("node:worker_threads").WorkerOptions} options
 * @param {number} youngGenerationMb
 * @returns {Worker}
 */
export function startWorker(file, options, youngGenerationMb) {
  const resourceLimits = { ...options.resourceLimits, maxYoungGenerationSizeMb: youngGenerationMb };
  const processMb = processSemiSpaceMb();
  if (processMb === null) return new Worker(file, { ...options, resourceLimits });

  const putBack = () => {
    if (--lifted === 0) v8.setFlagsFromString(`--max-semi-space-size=${processMb}`);
  };
  if (lifted++ === 0) v8.setFlagsFromString("--max-semi-space-size=0");
  let worker;
  try {
    worker = new Worker(file, { ...options, resourceLimits });
  } catch (error) {
    putBack();
    throw error;
  }
  // Whichever comes first; it removes the other, so the flag is put back once per worker.
  const settled = () => {
    worker.off("online", settled).off("exit", settled);
    putBack();
  };
  worker.once("online", settled).once("exit", settled);
  return worker;
}
