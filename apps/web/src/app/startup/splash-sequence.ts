import { SPLASH } from '@polymath/shared';

/** The splash status texts, in order (000 §2 Startup). */
export const SPLASH_STATUSES = ['Starting...', 'Loading AI...', 'Ready'] as const;
/** One splash status text. */
export type SplashStatus = (typeof SPLASH_STATUSES)[number];

/** Each status lasts one step; the splash completes a final delay after the last one. */
export const SPLASH_COMPLETE_MS = SPLASH_STATUSES.length * SPLASH.stepMs + SPLASH.finalDelayMs;

/** When each status appears, in milliseconds after the splash starts. */
export function splashStatusStartMs(index: number): number {
  return index * SPLASH.stepMs;
}

/**
 * One progress tick: a random whole increment below the maximum, capped at the bar's maximum.
 * `random` returns a number in [0, 1) like Math.random.
 */
export function advanceSplashProgress(current: number, random: () => number = Math.random): number {
  const increment = Math.floor(random() * SPLASH.maxIncrementPercent);
  return Math.min(SPLASH.progressMax, current + increment);
}
