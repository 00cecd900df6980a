/** Types of worker-heap.mjs (plain JavaScript so that its test can load it in a node started with the server's flags). */
import type { Worker, WorkerOptions } from "node:worker_threads";
export declare function processSemiSpaceMb(execArgv?: readonly string[], nodeOptions?: string): number | null;
export declare function startWorker(file: string | URL, options: WorkerOptions, youngGenerationMb: number): Worker;
