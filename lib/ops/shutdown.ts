import "server-only";

/**
 * Steps the app runs when scripts/server.mjs drains after SIGTERM, once requests in flight are done:
 * modules add theirs (hand running jobs back to the queue, stop listening, close the database) in order.
 */
type Step = { name: string; order: number; run: (timeoutMs: number) => Promise<void> };
const store = globalThis as unknown as { __detoxShutdownSteps?: Step[]; __detoxShutdown?: (timeoutMs: number) => Promise<void> };
const steps = (store.__detoxShutdownSteps ??= []);

/** Registers a step once; lower `order` runs first (the database closes last). */
export function onShutdown(name: string, run: Step["run"], order = 0): void {
  if (steps.some((s) => s.name === name)) return;
  steps.push({ name, order, run });
  steps.sort((a, b) => a.order - b.order);
}

store.__detoxShutdown ??= async (timeoutMs: number) => {
  for (const step of steps) {
    try {
      await step.run(timeoutMs);
    } catch (error) {
      console.error(`[shutdown] ${step.name}:`, error instanceof Error ? error.message : error);
    }
  }
};
