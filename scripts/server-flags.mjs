// Node's flags for the production server (`npm start`, and the bench and soak that measure it).
//
// --max-semi-space-size=32 (MB; V8's default is 16 on 64-bit): a page render allocates more than the young
// generation holds, so with the default, short-lived render garbage survived two scavenges and was promoted,
// and the old-generation collections that followed set the home page's p99. Under distinct ZIP searches the
// home page's p99 went from 188-223 ms to 149-154 ms, at the same rate (111-120 req/s; README, "Round 7").
// V8 reads it for every isolate, worker threads' too, and it wins over a worker's resourceLimits: PGlite's worker
// is started through db/worker-heap.mjs, which keeps its young generation at 12 MB (issue 34).
//
// --max-old-space-size=768 and --heap-growing-percent=200 (issue 34; docs/performance.md, round 18): the old
// generation's bound. V8 lets the old generation grow to a factor of what survived the last full collection, a
// factor it picks itself between about 1.1 and 4; on this server it picked 2.5-3.4, and once in two 30-minute soaks it
// went to 4 after ten minutes, which took RSS from 710 to 910 MB. With these two flags the next collection starts
// at the smaller of 3 x the live heap and halfway from the live heap to 768 MB: about 460 MB at the 150-170 MB
// live heap of 10,000 programs, where V8 had started them itself, and never above 768 MB. The search index takes
// about 100 MB per 10,000 programs (README, "What the server keeps in memory"): a directory of more than about
// 40,000 programs needs a larger bound, given in NODE_OPTIONS, which then replaces this one.
const OLD_SPACE_FLAG = /--max[-_]old[-_]space[-_]size/;

/** @param {string} [nodeOptions] */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  const flags = ["--max-semi-space-size=32"];
  if (!OLD_SPACE_FLAG.test(nodeOptions)) flags.push("--max-old-space-size=768", "--heap-growing-percent=200");
  return flags;
}

export const SERVER_NODE_FLAGS = serverNodeFlags();
