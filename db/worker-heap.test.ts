/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { processSemiSpaceMb } from "./worker-heap.mjs";

// A node started with the server's --max-semi-space-size=32 makes a worker that churns short-lived objects, then
// churns on its own thread, and prints both young generations (V8's new space, as committed).
const HELPER = pathToFileURL(path.join(__dirname, "worker-heap.mjs")).href;
const CHURN = `
  const v8 = process.getBuiltinModule("node:v8");
  const t = Date.now();
  let keep = [];
  while (Date.now() - t < 1500) { keep.push(new Array(50).fill({ a: Math.random() })); if (keep.length > 2000) keep = []; }
  const newSpace = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
`;
const script = (how: "startWorker" | "plain Worker") => `
  import { Worker } from "node:worker_threads";
  import { startWorker } from ${JSON.stringify(HELPER)};
  const code = ${JSON.stringify(`${CHURN}; process.getBuiltinModule("node:worker_threads").parentPort.postMessage(newSpace);`)};
  const worker = ${how === "startWorker" ? "startWorker(code, { eval: true }, 12)" : "new Worker(code, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 12 } })"};
  const workerNewSpace = await new Promise((resolve) => worker.once("message", resolve));
  ${CHURN}
  console.log(JSON.stringify({ worker: workerNewSpace / 2 ** 20, main: newSpace / 2 ** 20 }));
`;

function run(how: "startWorker" | "plain Worker"): { worker: number; main: number } {
  const r = spawnSync(process.execPath, ["--max-semi-space-size=32", "--input-type=module", "-e", script(how)], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split("\n").at(-1)!);
}

describe("a worker's young generation under the server's --max-semi-space-size", () => {
  test("startWorker holds the worker to its limit, and the main thread keeps its 32 MB semi-spaces", () => {
    const sizes = run("startWorker");
    expect(sizes.worker).toBeLessThanOrEqual(8); // 12 MB of young generation: two 4 MB semi-spaces
    expect(sizes.main).toBe(64); // two 32 MB semi-spaces, grown under the churn
  });

  test("without it the flag wins over resourceLimits (why startWorker exists)", () => {
    expect(run("plain Worker").worker).toBe(64);
  });

  test("the process's value is read from node's flags, after NODE_OPTIONS", () => {
    expect(processSemiSpaceMb(["--max-semi-space-size=32"], "")).toBe(32);
    expect(processSemiSpaceMb(["--max_semi_space_size=16"], "--max-semi-space-size=8")).toBe(16);
    expect(processSemiSpaceMb([], "--inspect --max-semi-space-size=8")).toBe(8);
    expect(processSemiSpaceMb(["--max-old-space-size=512"], "")).toBeNull();
  });
});
