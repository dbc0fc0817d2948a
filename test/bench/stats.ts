/** Order statistics of benchmark samples (the inputs need not be sorted). */

const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

export const median = (values: readonly number[]): number =>
  ascending(values)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The nearest-rank percentile: the smallest sample at or above p % of them. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = ascending(values);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number, digits = 1): string => `${value.toFixed(digits)} ms`;

/** With `--expose-gc` (npm run bench), each run starts on a collected heap instead of paying for the one before. */
export const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/**
 * Each query's fastest of its passes, from samples laid out pass after pass (sample i is query
 * i % queries). On a shared machine a query now and then waits for the CPU for tens of
 * milliseconds; its fastest pass leaves those waits out, so its p99 is what the search costs.
 */
export const fastestPasses = (samples: readonly number[], queries: number): number[] =>
  Array.from({ length: queries }, (_, q) => Math.min(...samples.filter((_, i) => i % queries === q)));
