// The embedded database in its own thread (issue 17). PGlite runs Postgres compiled to WASM: every query
// is synchronous work on the thread that owns it, so on the server's main thread one slow search stalled
// every other request. This worker owns the PGlite instance and speaks the Postgres wire protocol with the
// main thread over a message port: db/pglite-remote.ts gives node-postgres a stream that carries the bytes,
// so Drizzle's node-postgres driver, its migrator and its transactions work as on a PostgreSQL server.
//
// Messages from the main thread:
//   { type: "open", conn }            a node-postgres connection starts (its first bytes are a startup packet)
//   { type: "data", conn, bytes }     protocol messages; answered with { type: "data", conn, bytes } (maybe empty)
//   { type: "end", conn }             the connection is gone: an open transaction is rolled back
//   { type: "close" }                 close the database; answered with { type: "closed" }
//   { type: "stats", id }             memory figures, answered at once (not after queued queries) with
//                                     { type: "stats", id, wasmBytes, heapUsed, heapTotal, external }: the WASM
//                                     memory Postgres runs in, and this thread's JavaScript heap (used and
//                                     committed) and external memory
// PGlite has one backend session, so the main thread keeps one connection at a time (a pool of one):
// a transaction holds the session until it ends. Work is done strictly in arrival order.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const TERMINATE = 0x58; // 'X': node-postgres says goodbye; PGlite's single session must stay open.

if (!parentPort) throw new Error("db/pglite-worker.mjs runs as a worker thread (see db/pglite-remote.ts)");
const port = parentPort;

/** @type {Set<number>} connections whose startup packet has not arrived yet */
const awaitingStartup = new Set();

const opening = PGlite.create(String(workerData.dataDir), { extensions: { pg_trgm, cube, earthdistance } });
let queue = opening.then(
  () => port.postMessage({ type: "ready" }),
  (error) => port.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
);

/**
 * Drops Terminate messages (and notes the startup packet, which has no type byte).
 * @param {Uint8Array} bytes
 * @param {boolean} startup
 * @returns {{ keep: Uint8Array; terminated: boolean }}
 */
function withoutTerminate(bytes, startup) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = [];
  let offset = 0;
  let terminated = false;
  if (startup) {
    const length = view.getInt32(0);
    parts.push(bytes.subarray(0, length));
    offset = length;
  }
  while (offset + 5 <= bytes.length) {
    const end = offset + 1 + view.getInt32(offset + 1);
    if (bytes[offset] === TERMINATE) terminated = true;
    else parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  if (offset < bytes.length) parts.push(bytes.subarray(offset)); // cannot happen: writes are whole messages
  if (!terminated) return { keep: bytes, terminated };
  const keep = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    keep.set(p, at);
    at += p.length;
  }
  return { keep, terminated };
}

/**
 * Runs protocol messages and answers the raw reply, in a buffer of its own (to be transferred).
 *
 * Not `execProtocolRaw`: PGlite's default reply handler also parses every reply message into an array that only
 * `execProtocol` empties, so with raw calls alone every row ever answered stayed in this thread's heap (issue 34:
 * the worker's heap grew about 100 MB a minute under distinct searches, and the process's RSS with it). The
 * stream variant hands the reply's bytes to us unparsed (each chunk a view of the WASM memory: copied at once).
 * @param {import("@electric-sql/pglite").PGlite} db
 * @param {Uint8Array} bytes
 * @returns {Promise<Uint8Array>}
 */
async function execRaw(db, bytes) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  await db.execProtocolRawStream(bytes, {
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      size += chunk.length;
    },
  });
  if (chunks.length === 1) return /** @type {Uint8Array} */ (chunks[0]);
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A connection that ends inside a transaction rolls it back, as a PostgreSQL server does on disconnect. */
async function endSession(db) {
  if (db.isInTransaction()) await db.exec("rollback");
}

/** @param {any} message */
async function handle(message) {
  const db = await opening;
  switch (message.type) {
    case "open":
      awaitingStartup.add(message.conn);
      return;
    case "data": {
      const startup = awaitingStartup.delete(message.conn);
      const { keep, terminated } = withoutTerminate(message.bytes, startup);
      let out = new Uint8Array(0);
      try {
        if (keep.length > 0) out = await execRaw(db, keep);
      } finally {
        if (terminated) await endSession(db);
      }
      port.postMessage({ type: "data", conn: message.conn, bytes: out }, [out.buffer]);
      return;
    }
    case "end":
      awaitingStartup.delete(message.conn);
      await endSession(db);
      return;
    case "close":
      await db.close();
      port.postMessage({ type: "closed" });
      port.close();
      return;
  }
}

/** @type {import("@electric-sql/pglite").PGlite | null} */
let opened = null;
opening.then((db) => (opened = db), () => {});

/** The WASM memory (grows, never shrinks) and this thread's heap, for GET /api/metrics. */
function stats(id) {
  const usage = process.memoryUsage();
  // `mod` is PGlite's Emscripten module: its HEAPU8 spans the whole WASM memory.
  const wasmBytes = /** @type {any} */ (opened)?.mod?.HEAPU8?.byteLength ?? 0;
  port.postMessage({ type: "stats", id, wasmBytes, heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external });
}

port.on("message", (message) => {
  if (message.type === "stats") return stats(message.id);
  queue = queue.then(() => handle(message)).catch((error) => {
    // PGlite itself failed (not a query error: those are protocol answers): the main thread fails every
    // connection, and the next request opens the database again.
    port.postMessage({ type: "fatal", message: error instanceof Error ? error.message : String(error) });
  });
});
