import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT } from '@polymath/shared';

/**
 * Copies text to the clipboard and reports `isCopied` for CHAT.copyTickMs afterwards (the tick).
 * `copy` resolves false when the browser refused.
 */
export function useCopyTick(): { isCopied: boolean; copy: (text: string) => Promise<boolean> } {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('[chat] copy failed:', error);
      return false;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), CHAT.copyTickMs);
    return true;
  }, []);

  return { isCopied, copy };
}
