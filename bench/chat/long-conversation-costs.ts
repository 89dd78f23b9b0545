import type { Page } from 'playwright-core';

/** What scrolling a conversation from its end to its start cost the page's main thread. */
export interface ScrollCost {
  /** The longest task the browser reported while scrolling (0 when none passed 50 ms). */
  longestTaskMs: number;
  /** Tasks over 50 ms (the browser's definition of a long task). */
  longTasks: number;
}

/**
 * Scrolls the message log from the bottom to the top in steps of `stepPx`, one step per animation
 * frame as a fast wheel or a dragged scrollbar would, and reports the long tasks the browser saw
 * meanwhile (PerformanceObserver 'longtask'), so rendering the rows that come into view is counted.
 * Runs in the page: the automation's round trips stay out of it.
 */
export function scrollConversationToStart(page: Page, stepPx = 600): Promise<ScrollCost> {
  return page.evaluate(async (step) => {
    const log = document.querySelector('[role="log"][aria-label="Messages"]');
    const scroller = log?.parentElement;
    if (!scroller) throw new Error('No message log on the page.');
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    while (scroller.scrollTop > 0) {
      scroller.scrollTop = Math.max(0, scroller.scrollTop - step);
      await nextFrame();
    }
    // The last rows' rendering may end in the task after the last frame.
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return { longestTaskMs: Math.max(0, ...durations), longTasks: durations.length };
  }, stepPx);
}

/** The page's JavaScript heap in use, in MB, after a garbage collection (Chromium's own figure). */
export async function usedHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find(({ name }) => name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('Chromium reported no JS heap size.');
    return used / 1e6;
  } finally {
    await cdp.detach();
  }
}
