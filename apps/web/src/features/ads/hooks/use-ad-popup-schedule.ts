import { useCallback, useEffect, useRef, useState } from 'react';
import { ADS } from '@polymath/shared';

/**
 * When the mobile popup is open (001 §4, 000 §9): `delayMs` after the user's 3rd, 6th, 9th …
 * message, for 10 s. Only a count that grows by one (a message just sent) counts: opening a
 * conversation that already has six messages shows nothing.
 */
export function useAdPopupSchedule(
  sentMessageCount: number,
  delayMs: number,
  isEnabled: boolean,
): { isOpen: boolean; close: () => void } {
  const [isOpen, setIsOpen] = useState(false);
  const previousCount = useRef(sentMessageCount);
  const openTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const isNewMessage = sentMessageCount === previousCount.current + 1;
    previousCount.current = sentMessageCount;
    if (!isEnabled || !isNewMessage || sentMessageCount % ADS.popupEveryMessages !== 0) return;
    window.clearTimeout(openTimer.current);
    openTimer.current = window.setTimeout(() => setIsOpen(true), delayMs);
  }, [sentMessageCount, delayMs, isEnabled]);

  // A pending popup is dropped when ads stop applying (upgrade, a switch to desktop) or on unmount;
  // an open one is hidden at once (below) and still closes itself on time.
  useEffect(() => {
    if (!isEnabled) window.clearTimeout(openTimer.current);
  }, [isEnabled]);
  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(() => setIsOpen(false), ADS.popupAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [isOpen]);

  const close = useCallback(() => setIsOpen(false), []);
  return { isOpen: isOpen && isEnabled, close };
}
