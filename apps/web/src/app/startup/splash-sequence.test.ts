import { describe, expect, it } from 'vitest';
import { SPLASH } from '@polymath/shared';
import { SPLASH_COMPLETE_MS, advanceSplashProgress, splashStatusStartMs } from './splash-sequence';

describe('splash sequence', () => {
  it('shows each status for one step and completes a final delay after the last', () => {
    expect([0, 1, 2].map(splashStatusStartMs)).toEqual([0, 300, 600]);
    expect(SPLASH_COMPLETE_MS).toBe(3 * SPLASH.stepMs + SPLASH.finalDelayMs);
    expect(SPLASH_COMPLETE_MS).toBe(1050);
  });

  it('advances by a random increment below 35 percent', () => {
    expect(advanceSplashProgress(10, () => 0)).toBe(10);
    expect(advanceSplashProgress(10, () => 0.5)).toBe(27);
    // Math.random never returns 1, so the largest increment is 34.
    expect(advanceSplashProgress(10, () => 0.9999)).toBe(44);
  });

  it('caps the bar at 100', () => {
    expect(advanceSplashProgress(90, () => 0.9999)).toBe(SPLASH.progressMax);
  });
});
