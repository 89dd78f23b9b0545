/**
 * UTC calendar days, as the day streak counts them. A day is its YYYY-MM-DD key; distances are
 * whole days between UTC midnights, so month and year ends need no special case.
 */

const MS_PER_DAY = 86_400_000;

/** The UTC day of a moment, as YYYY-MM-DD. */
export function dayKeyOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Whole UTC days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}
