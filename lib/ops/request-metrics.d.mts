import type { IncomingMessage, ServerResponse } from "node:http";
import type { Histogram, Registry } from "prom-client";

export type Metrics = {
  registry: Registry;
  requests: Histogram<"method" | "route" | "status">;
  /** Names of the metrics a module has added (features/metrics adds its gauges once per process). */
  extras: Set<string>;
};
export function metrics(): Metrics;
export function routeLabeler(distDir: string): (pathname: string) => string;
export function requestObserver(distDir: string): (req: IncomingMessage, res: ServerResponse) => void;
