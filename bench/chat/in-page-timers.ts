/**
 * Code that runs inside the page to time the chat as a person sees it: on each animation frame
 * (just before it is painted) it looks for text in the message log that is on screen. Measuring in
 * the page keeps the automation's round trips out of the figures.
 */

/** What the init script adds to `window`. */
export interface BenchWindow {
  /** Milliseconds from navigation start to the first frame with conversation text in the log. */
  benchRenderedMs?: number;
  /** Milliseconds from navigation start to the frame in which the marker text was first on screen. */
  benchOpenMs?: number;
  /** Starts watching for a finished reply containing `text`; resolves with ms since Enter was pressed. */
  benchWatchReply?: (text: string) => Promise<number>;
}

/**
 * tsx compiles this file with esbuild's keepNames, which wraps inner functions in `__name(...)`
 * calls; the page has no such helper, so this one-liner is installed before the timers.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';

/**
 * The init script (passed to `addInitScript` with the last message's marker text): starts the open
 * timer at document start and defines `benchWatchReply`. Self-contained, as Playwright sends its
 * source text to the page.
 */
export function installChatTimers(lastMessageMarker: string): void {
  const win = window as Window & BenchWindow;

  /**
   * The on-screen element whose own text contains `text` (any text when empty), inside the log's
   * visible area.
   */
  function findVisibleText(text: string, insideFinishedReply: boolean): Element | undefined {
    const log = document.querySelector('[role="log"][aria-label="Messages"]');
    const viewport = log?.parentElement?.getBoundingClientRect();
    if (!log || !viewport) return undefined;
    if (insideFinishedReply && log.querySelector('[aria-busy="true"]')) return undefined;
    const walker = document.createTreeWalker(log, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !node.textContent.includes(text)) continue;
      if (insideFinishedReply && !element.closest('[aria-busy="false"]')) continue;
      const box = element.getBoundingClientRect();
      const isOnScreen = box.height > 0 && box.bottom > viewport.top && box.top < viewport.bottom;
      if (isOnScreen) return element;
    }
    return undefined;
  }

  let isOpenWatched = true;
  function watchOpen(): void {
    if (!isOpenWatched) return;
    if (win.benchRenderedMs === undefined && findVisibleText('', false)) {
      win.benchRenderedMs = performance.now();
    }
    if (findVisibleText(lastMessageMarker, false)) win.benchOpenMs = performance.now();
    else requestAnimationFrame(watchOpen);
  }
  requestAnimationFrame(watchOpen);

  win.benchWatchReply = (text) =>
    new Promise((resolve) => {
      // One watcher at a time: the open watcher still looking would only add work to every frame.
      isOpenWatched = false;
      let sentAt: number | undefined;
      // The key event's own time stamp: when the person pressed Enter, not when a handler ran.
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && sentAt === undefined) sentAt = event.timeStamp;
      };
      document.addEventListener('keydown', onKeyDown, { capture: true });
      function watchReply(): void {
        if (sentAt !== undefined && findVisibleText(text, true)) {
          document.removeEventListener('keydown', onKeyDown, { capture: true });
          resolve(performance.now() - sentAt);
        } else {
          requestAnimationFrame(watchReply);
        }
      }
      requestAnimationFrame(watchReply);
    });
}
