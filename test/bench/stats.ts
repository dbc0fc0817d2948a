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
