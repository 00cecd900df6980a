// A connection that outlives the request that opened it must not keep that request's context alive
// (db/detach-from-request.ts; docs/performance.md, round 20). Node gives a socket the AsyncLocalStorage stores of
// the code that opened it, and the socket keeps them for as long as it is open.
import { AsyncLocalStorage } from "node:async_hooks";
import net from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { Pool } from "pg";
import { detachedPool } from "./";
import { captureStartupContext, outsideRequests } from "./detach-from-request";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** A request's context: a store as Next's would be, large enough to matter. */
const requests = new AsyncLocalStorage<{ body: string[] }>();

/** Whether `ref`'s object is still alive after full collections (a WeakRef is cleared only between jobs). */
async function alive(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return ref.deref() !== undefined;
}

/** Runs `open` in a fresh request context and returns a weak reference to that context's store. */
async function inRequest<T>(open: () => T | Promise<T>): Promise<{ result: T; store: WeakRef<object> }> {
  const store = { body: Array.from({ length: 1_000 }, (_, i) => `row ${i}`) };
  const result = await requests.run(store, open);
  return { result, store: new WeakRef(store) };
}

let server: net.Server;
let port = 0;
const accepted: net.Socket[] = [];

beforeAll(async () => {
  captureStartupContext(); // as instrumentation.ts does, before any request
  server = net.createServer((socket) => accepted.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** Waits for the connection (its listeners go once it is made: a listener left behind would keep the request). */
async function connected(socket: net.Socket): Promise<net.Socket> {
  if (!socket.connecting) return socket;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      socket.off("connect", done).off("error", done);
      if (error) reject(error);
      else resolve();
    };
    socket.on("connect", done).on("error", done);
  });
  return socket;
}

it("a socket opened during a request keeps the request's store for as long as it is open (what the fix is for)", async () => {
  const { result: socket, store } = await inRequest(() => connected(net.connect(port, "127.0.0.1")));
  expect(await alive(store)).toBe(true);
  socket.destroy();
});

it("a socket opened through outsideRequests keeps no request's store, and still works", async () => {
  const { result: socket, store } = await inRequest(() => connected(outsideRequests(() => net.connect(port, "127.0.0.1"))));
  expect(await alive(store)).toBe(false);
  expect(socket.destroyed).toBe(false);
  socket.destroy();
});

it("outsideRequests hands back what its function returns, and code after it still sees the request", async () => {
  const seen = await requests.run({ body: ["mine"] }, async () => {
    const value = outsideRequests(() => requests.getStore());
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { inside: value, after: requests.getStore()?.body[0] };
  });
  expect(seen).toEqual({ inside: undefined, after: "mine" });
});

// node-postgres over TCP: the PostgreSQL pass of `npm test` (TEST_DATABASE_URL). A pool's client keeps, besides its
// socket, the callback of the call that opened it, and through it that call's promise and the request's store.
const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)("the pool's connections (PostgreSQL)", () => {
  /** A request that opens the pool's only connection; whether its store is still alive after it, the connection open. */
  async function keepsRequest(PoolClass: typeof Pool): Promise<boolean> {
    // No idle timer: it is made at release, and would keep the store until it fires.
    const pool = new PoolClass({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
    try {
      const { store, result } = await inRequest(async () => (await pool.query("select 1 as one")).rows[0]);
      expect(result).toEqual({ one: 1 });
      expect(pool.totalCount).toBe(1); // the connection lives on, idle in the pool
      return await alive(store);
    } finally {
      await pool.end();
    }
  }

  it("a plain pg Pool keeps the request that opened its connection", async () => {
    expect(await keepsRequest(Pool)).toBe(true);
  });

  it("detachedPool (every pool of the app) does not; a request still sees its own context across a transaction", async () => {
    const DetachedPool = detachedPool(Pool);
    expect(await keepsRequest(DetachedPool)).toBe(false);
    const pool = new DetachedPool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
    try {
      const seen = await requests.run({ body: ["request"] }, async () => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          await client.query("select 2 as two");
          await client.query("commit");
        } finally {
          client.release();
        }
        return requests.getStore()?.body[0];
      });
      expect(seen).toBe("request");
    } finally {
      await pool.end();
    }
  });
});
