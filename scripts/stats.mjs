// Percentiles for the scripts' reports (scripts/soak.ts, scripts/lighthouse.mjs).

/** Nearest rank: the smallest value with at least q of the values at or below it (q in 0..1); NaN when there are none. */
export function percentile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The nearest-rank median: the lower of the two middle values when there is an even number. */
export const median = (values) => percentile(values, 0.5);
