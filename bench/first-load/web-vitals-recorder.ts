/** What the page's own observers saw of a load (see recordWebVitals). */
export interface RecordedWebVitals {
  /** Start time of the last largest-contentful-paint entry, ms after navigation start. */
  largestContentfulPaintMs: number | null;
  /** The largest session window of layout shifts not caused by input (the CLS definition). */
  cumulativeLayoutShift: number;
}

/** The window property the recorder keeps its readings under. */
export const WEB_VITALS_KEY = 'benchWebVitals';

/**
 * Runs in the page before any of its scripts (an init script): observes largest-contentful-paint
 * and layout-shift entries as Chromium reports them. CLS is the largest session window: shifts
 * less than 1 s apart and within 5 s of the window's first, as Chromium and web-vitals define it.
 * Self-contained, since it is serialised into the page.
 */
export function recordWebVitals(key: string): void {
  const vitals: RecordedWebVitals = { largestContentfulPaintMs: null, cumulativeLayoutShift: 0 };
  (window as unknown as Record<string, RecordedWebVitals>)[key] = vitals;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) vitals.largestContentfulPaintMs = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  let windowValue = 0;
  let windowFirstMs = 0;
  let windowLastMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      const continuesWindow =
        windowValue > 0 &&
        entry.startTime - windowLastMs < 1000 &&
        entry.startTime - windowFirstMs < 5000;
      if (continuesWindow) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowFirstMs = entry.startTime;
      }
      windowLastMs = entry.startTime;
      vitals.cumulativeLayoutShift = Math.max(vitals.cumulativeLayoutShift, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
