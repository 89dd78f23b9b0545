import { ADS } from '@polymath/shared';

declare global {
  interface Window {
    /** The ad network's queue: each push asks it to fill one `<ins class="adsbygoogle">`. */
    adsbygoogle?: unknown[];
  }
}

// One load per script URL for the whole page, shared by the desktop slot and the popup.
const loads = new Map<string, Promise<void>>();

/**
 * Adds the ad network's script to the page once and resolves when it has loaded; rejects when it
 * fails or has not loaded within `waitMs` (001 §9: script wait up to 10 s). A failed load is
 * forgotten, so a later slot tries again.
 */
export function loadAdScript(src: string, waitMs: number = ADS.scriptWaitMs): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.crossOrigin = 'anonymous';
    const timer = window.setTimeout(
      () => reject(new Error(`The ad script did not load within ${waitMs} ms`)),
      waitMs,
    );
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', (event) => {
      window.clearTimeout(timer);
      reject(new Error('The ad script failed to load', { cause: event }));
    });
    document.head.append(script);
  });
  loads.set(src, load);
  load.catch(() => loads.delete(src));
  return load;
}

/** Asks the network to fill the next unfilled slot on the page. */
export function requestAd(): void {
  (window.adsbygoogle ??= []).push({});
}

/** Forgets every load (tests start each case from a page without the script). */
export function forgetAdScriptLoads(): void {
  loads.clear();
}
