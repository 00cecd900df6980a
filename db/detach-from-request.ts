import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Runs work that outlives a request (a database connection, a listening client) in the server's start-up
 * context instead of the request's (issue 34; docs/performance.md, round 20).
 *
 * Node gives every resource made during a request (a socket, a timer) the request's AsyncLocalStorage stores,
 * and the resource keeps them as long as it lives. A database connection opened by a request lives in the pool
 * for as long as it is used, so it kept that request's whole context alive: Next's request, response and render
 * state, and through an abort reason's unprinted stack a chain of the timers' immediates queued after it, each
 * with its own finished request. One connection held 95 to 282 finished requests in a heap snapshot under the
 * soak; which request a new connection caught was chance, so PostgreSQL's memory rose in steps at random minutes.
 *
 * `captureStartupContext()` is called once by instrumentation.ts, before the server answers any request. Where
 * it was not called (tests, scripts) there are no request contexts to keep, and `outsideRequests` just runs.
 */
type Runner = <R>(fn: () => R) => R;
const store = globalThis as unknown as { __detoxStartupContext?: Runner };

export function captureStartupContext(): void {
  store.__detoxStartupContext ??= AsyncLocalStorage.snapshot() as Runner;
}

/** Runs `fn` in the start-up context: what it makes keeps no request's stores. */
export function outsideRequests<R>(fn: () => R): R {
  const run = store.__detoxStartupContext;
  return run ? run(fn) : fn();
}
