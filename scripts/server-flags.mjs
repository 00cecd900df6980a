// Node's flags for the production server (`npm start`, and the bench that measures it).
//
// --max-semi-space-size=32 (MB; V8's default is 16 on 64-bit): a page render allocates more than the young
// generation holds, so with the default, short-lived render garbage survived two scavenges and was promoted,
// and the old-generation collections that followed set the home page's p99. Under distinct ZIP searches the
// home page's p99 went from 188-223 ms to 149-154 ms, at the same rate (111-120 req/s; README, "Round 7").
// V8 reads it for every isolate, worker threads' too, and it wins over a worker's resourceLimits: PGlite's worker
// is started through db/worker-heap.mjs, which keeps its young generation at 12 MB (issue 34).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
