/**
 * The p-th percentile (0 < p <= 100) by the nearest-rank method: a value that was actually
 * measured, never an interpolation between two.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('No values to take a percentile of.');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The median, as the 50th percentile. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Milliseconds rounded to one decimal, the precision the timing figures are printed with. */
export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}
