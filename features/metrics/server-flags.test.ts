/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { serverNodeFlags } from "../../scripts/server-flags.mjs";

// The production server's heap bound (issue 34): `npm start`, the bench and the soak start node with these flags.
const limitMb = (flags: string[], nodeOptions = "") => {
  const r = spawnSync(process.execPath, [...flags, "-e", "console.log(require('node:v8').getHeapStatistics().heap_size_limit)"], {
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout.trim()) / 2 ** 20;
};

describe("the server's node flags", () => {
  test("bound the old generation at 768 MB (heap limit = old generation + the young generation's 32 MB semi-spaces)", () => {
    const flags = serverNodeFlags("");
    expect(flags).toEqual(["--max-semi-space-size=32", "--max-old-space-size=768", "--heap-growing-percent=200"]);
    const mb = limitMb(flags);
    expect(mb).toBeGreaterThanOrEqual(768);
    expect(mb).toBeLessThan(768 + 3 * 32 + 1);
    // Without them V8 sizes the heap from the machine's memory (2 GB or more on any host that runs the tests).
    expect(limitMb([])).toBeGreaterThan(1500);
  });

  test("a --max-old-space-size in NODE_OPTIONS replaces the bound (a directory too large for 768 MB)", () => {
    const flags = serverNodeFlags("--max-old-space-size=2048");
    expect(flags).toEqual(["--max-semi-space-size=32"]);
    expect(limitMb(flags, "--max-old-space-size=2048")).toBeGreaterThanOrEqual(2048);
    expect(serverNodeFlags("--max_old_space_size=1500 --no-warnings")).toEqual(["--max-semi-space-size=32"]);
  });
});
