/**
 * The clock behind `JobQueue.schedule`: each process offers a scheduled job once per period, a
 * moment after the period starts. Periods are counted from the Unix epoch, as pg-boss counts its
 * throttling slots, so every process offers for the same period at about the same time and the
 * queue keeps one offer per period.
 */

/** The offer waits this share of the period after it starts (at most MAX_OFFER_DELAY_MS)… */
const OFFER_DELAY_SHARE = 0.1;
/** …so a process whose clock is a little ahead of the database's still offers for this period. */
const MAX_OFFER_DELAY_MS = 5000;

/** The longest period: pg-boss keeps a period's job (its throttling key) this long. */
export const MAX_PERIOD_MS = 12 * 60 * 60 * 1000;

/**
 * Checks a schedule's period, the same on both runners: whole seconds (pg-boss counts its slots
 * in seconds), from 1 s to MAX_PERIOD_MS. Answers it in seconds.
 */
export function periodSecondsOf(everyMs: number): number {
  const seconds = everyMs / 1000;
  if (!Number.isInteger(seconds) || everyMs < 1000 || everyMs > MAX_PERIOD_MS) {
    throw new Error(
      `A schedule's period is whole seconds from 1 s to 12 h; ${everyMs} ms is not one.`,
    );
  }
  return seconds;
}

/** The start (ms since the epoch) of the period of `periodMs` that `time` falls in. */
export function periodStartOf(time: number, periodMs: number): number {
  return Math.floor(time / periodMs) * periodMs;
}

/**
 * Calls `offer` with each period's start, a moment after it starts, and once at once with the
 * current period's when `runAtStart` is set. A period missed while the process was suspended is
 * skipped. Returns the function that stops the offers.
 */
export function offerEachPeriod(
  periodMs: number,
  options: { runAtStart: boolean },
  offer: (periodStart: Date) => void,
): () => void {
  const delayMs = Math.min(periodMs * OFFER_DELAY_SHARE, MAX_OFFER_DELAY_MS);
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const offerAt = (periodStart: number) => {
    timer = setTimeout(
      () => {
        if (isStopped) return;
        offer(new Date(periodStart));
        // From the period this timer was set for: a timer may fire a millisecond early.
        offerAt(Math.max(periodStart, periodStartOf(Date.now(), periodMs)) + periodMs);
      },
      Math.max(0, periodStart + delayMs - Date.now()),
    );
    timer.unref();
  };

  const now = Date.now();
  if (options.runAtStart) offer(new Date(periodStartOf(now, periodMs)));
  // Started just after a period began and before its offer: that period is still offered.
  offerAt(periodStartOf(now - delayMs, periodMs) + periodMs);
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}
