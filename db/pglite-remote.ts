import "server-only";
import path from "node:path";
import { Duplex } from "node:stream";
import type { Worker } from "node:worker_threads";
import { startWorker } from "./worker-heap.mjs";

// The main thread's side of db/pglite-worker.mjs: PGlite runs in a worker thread, and node-postgres talks
// to it through WorkerStream, a Duplex that carries the wire protocol over the worker's message port in
// place of a TCP socket. So queries, transactions and migrations go through Drizzle's node-postgres driver
// exactly as on a PostgreSQL server, while the WASM engine's work leaves the thread that serves requests.

const WORKER_FILE = path.join(process.cwd(), "db", "pglite-worker.mjs");
/**
 * The worker's young generation, in MB (V8 gives it 4 MB semi-spaces). It only relays protocol bytes: under the
 * soak's load its live heap is about 20 MB, and with the server's 32 MB semi-spaces its heap grew to 83 MB.
 */
const WORKER_YOUNG_GENERATION_MB = 12;

type FromWorker =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { type: "data"; conn: number; bytes: Uint8Array }
  | { type: "fatal"; message: string }
  | { type: "closed" }
  | ({ type: "stats"; id: number } & PgliteStats);

/** The worker's memory: its WASM memory (Postgres's heap; it grows and never shrinks) and its JavaScript heap. */
export type PgliteStats = { wasmBytes: number; heapUsed: number; heapTotal: number; external: number };

class WorkerStream extends Duplex {
  private chunks: Buffer[] = [];
  private flushing = false;

  constructor(
    private readonly remote: PgliteWorker,
    readonly conn: number,
  ) {
    super();
  }

  // The socket API node-postgres calls (lib/connection.js): there is nothing to dial.
  connect(): this {
    process.nextTick(() => this.emit("connect"));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  // node-postgres writes a query as several messages in one tick (parse, bind, describe, execute, sync):
  // they cross to the worker as one batch.
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.chunks.push(chunk);
    if (!this.flushing) {
      this.flushing = true;
      process.nextTick(() => this.flush());
    }
    callback();
  }

  private flush(): void {
    this.flushing = false;
    const chunks = this.chunks;
    this.chunks = [];
    if (chunks.length === 0 || this.destroyed) return;
    // A buffer of its own (node's small Buffers share a pool), so it can be transferred, not copied.
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    this.remote.send(this.conn, bytes);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.remote.forget(this.conn);
    callback(error);
  }

  /** An answer from the worker. */
  receive(bytes: Uint8Array): void {
    if (bytes.length > 0 && !this.readableEnded) this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
}

/** PGlite in a worker thread, and streams for node-postgres to talk to it. */
export class PgliteWorker {
  private readonly streams = new Map<number, WorkerStream>();
  private nextConn = 1;
  private pending = 0;
  private closing: Promise<void> | null = null;
  /** Unanswered stats requests (at most one per scrape; dropped when the worker fails). */
  private readonly statsWaiting = new Map<number, (stats: PgliteStats | null) => void>();
  private nextStats = 1;
  /** Called once when the worker fails (not on close): the owner opens a new one for the next request. */
  onFail: (() => void) | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: FromWorker) => this.onMessage(message));
    worker.on("error", (error) => this.fail(error.message));
    worker.on("exit", () => this.fail("PGlite is closed"));
  }

  /** Starts the worker and opens the database (created when the directory is new). */
  static async start(dataDir: string): Promise<PgliteWorker> {
    const worker = startWorker(WORKER_FILE, { workerData: { dataDir } }, WORKER_YOUNG_GENERATION_MB);
    let onMessage!: (m: FromWorker) => void, onError!: (e: Error) => void, onExit!: (code: number) => void;
    const ready = await new Promise<FromWorker>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      onExit = (code) => reject(new Error(`PGlite worker exited (code ${code}) before it opened the database`));
      worker.once("message", onMessage).once("error", onError).once("exit", onExit);
    }).finally(() => {
      // Only these three: Node's own listeners on a Worker start and stop its message port.
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
    });
    if (ready.type !== "ready") {
      await worker.terminate();
      throw new Error(ready.type === "failed" ? ready.message : "PGlite worker did not start");
    }
    const remote = new PgliteWorker(worker);
    worker.unref(); // an idle database does not keep the process alive; ref'd while a query is out
    return remote;
  }

  /** A new connection for node-postgres (its `stream` option). */
  stream(): WorkerStream {
    const conn = this.nextConn++;
    const stream = new WorkerStream(this, conn);
    if (this.closing) {
      process.nextTick(() => stream.destroy(new Error("PGlite is closed")));
      return stream;
    }
    this.streams.set(conn, stream);
    this.worker.postMessage({ type: "open", conn });
    return stream;
  }

  send(conn: number, bytes: Uint8Array): void {
    if (this.pending++ === 0) this.worker.ref();
    this.worker.postMessage({ type: "data", conn, bytes }, [bytes.buffer as ArrayBuffer]);
  }

  forget(conn: number): void {
    if (this.streams.delete(conn) && !this.closing) this.worker.postMessage({ type: "end", conn });
  }

  private settle(): void {
    if (this.pending > 0 && --this.pending === 0) this.worker.unref();
  }

  private onMessage(message: FromWorker): void {
    if (message.type === "data") {
      this.settle();
      this.streams.get(message.conn)?.receive(message.bytes);
    } else if (message.type === "stats") {
      const { id, wasmBytes, heapUsed, heapTotal, external } = message;
      this.statsWaiting.get(id)?.({ wasmBytes, heapUsed, heapTotal, external });
      this.statsWaiting.delete(id);
    } else if (message.type === "fatal") {
      this.fail(message.message);
    }
  }

  /** The worker's memory figures; null when it does not answer within a second (or is closed). */
  stats(): Promise<PgliteStats | null> {
    if (this.closing) return Promise.resolve(null);
    const id = this.nextStats++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.statsWaiting.delete(id);
        resolve(null);
      }, 1_000);
      this.statsWaiting.set(id, (stats) => {
        clearTimeout(timer);
        resolve(stats);
      });
      this.worker.postMessage({ type: "stats", id });
    });
  }

  /** Every open connection fails (node-postgres rejects its queries); the worker is stopped. */
  private fail(reason: string): void {
    for (const stream of [...this.streams.values()]) stream.destroy(new Error(reason));
    this.streams.clear();
    for (const resolve of this.statsWaiting.values()) resolve(null);
    this.statsWaiting.clear();
    this.pending = 0;
    if (this.closing) return;
    this.closing = this.worker.terminate().then(() => {});
    this.onFail?.();
  }

  /** Closes the database (its files are flushed) and ends the worker. */
  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closing = new Promise<void>((resolve) => {
      this.worker.ref();
      this.worker.on("message", (message: FromWorker) => {
        if (message.type === "closed") void this.worker.terminate().then(() => resolve());
      });
      this.worker.once("exit", () => resolve());
      this.worker.postMessage({ type: "close" });
    });
    return this.closing;
  }
}
