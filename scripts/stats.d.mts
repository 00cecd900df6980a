/** Percentiles for the scripts' reports; see stats.mjs. */
export declare function percentile(values: readonly number[], q: number): number;
export declare const median: (values: readonly number[]) => number;
