import type { MonthKey } from '@polymath/shared';

/** The calendar month of a moment in UTC, `YYYY-MM`: the key usage counters are stored under. */
export function monthKeyOf(moment: Date): MonthKey {
  return moment.toISOString().slice(0, 7);
}
