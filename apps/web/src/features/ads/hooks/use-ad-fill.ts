import { useEffect, useState, type RefObject } from 'react';
import { ADS } from '@polymath/shared';
import { loadAdScript, requestAd } from '../network/load-ad-script';

/** Where a slot stands: waiting for the network, showing a real ad, or showing the house banner. */
export type AdFill = 'pending' | 'filled' | 'fallback';

function hasZeroSize(element: Element): boolean {
  const { width, height } = element.getBoundingClientRect();
  return width === 0 || height === 0;
}

/**
 * Runs the ad network for one `<ins>` slot with the timings of 001 §4/§9: load the script (up to
 * 10 s), ask for an ad (once more after 2 s if the slot has no size yet, e.g. still laid out), then
 * check its status after `statusCheckMs`. The banner stays unless the network reports the slot
 * filled; unfilled, unclear after the wait, an error or a script timeout all end in 'fallback'.
 * Without a script URL (no consent, no configuration) the answer is 'fallback' straight away.
 */
export function useAdFill(
  slotRef: RefObject<HTMLElement | null>,
  scriptUrl: string | null,
  statusCheckMs: number,
): AdFill {
  const [fill, setFill] = useState<AdFill>(scriptUrl ? 'pending' : 'fallback');

  useEffect(() => {
    const slot = slotRef.current;
    if (!scriptUrl || !slot) return;
    let isActive = true;
    const timers: number[] = [];
    const settle = (next: AdFill) => {
      if (isActive) setFill(next);
    };
    const readStatus = () => slot.getAttribute('data-ad-status');
    // The network writes data-ad-status on the slot: react to it as soon as it is there.
    const observer = new MutationObserver(() => {
      const status = readStatus();
      if (status === 'filled') settle('filled');
      else if (status === 'unfilled') settle('fallback');
    });
    observer.observe(slot, { attributes: true, attributeFilter: ['data-ad-status'] });

    const askForAd = (isRetry: boolean) => {
      if (!isActive) return;
      if (hasZeroSize(slot)) {
        if (isRetry) settle('fallback');
        else timers.push(window.setTimeout(() => askForAd(true), ADS.zeroSizeRetryMs));
        return;
      }
      try {
        requestAd();
      } catch {
        settle('fallback');
        return;
      }
      timers.push(
        window.setTimeout(() => {
          if (readStatus() !== 'filled') settle('fallback');
        }, statusCheckMs),
      );
    };
    loadAdScript(scriptUrl).then(
      () => askForAd(false),
      () => settle('fallback'),
    );

    return () => {
      isActive = false;
      observer.disconnect();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [slotRef, scriptUrl, statusCheckMs]);

  return scriptUrl ? fill : 'fallback';
}
