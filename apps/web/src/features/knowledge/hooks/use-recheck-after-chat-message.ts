import { useEffect, useRef } from 'react';
import { CHAT_REPLY_ENDED_EVENT } from '@/lib/chat-events';

/**
 * When to look again after a reply ended: the server queues its topics once the answer starts (after
 * its own encyclopedia lookup, a few seconds at most), while the regular poll could be two minutes
 * away. A lookup started then runs for a few seconds, so these checks see it.
 */
export const RECHECK_AFTER_MESSAGE_MS = [1000, 4000, 10_000] as const;

/** Calls `recheck` shortly after each chat message (see RECHECK_AFTER_MESSAGE_MS). */
export function useRecheckAfterChatMessage(recheck: () => void): void {
  const recheckRef = useRef(recheck);
  useEffect(() => {
    recheckRef.current = recheck;
  }, [recheck]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const handleMessageSent = () => {
      for (const delay of RECHECK_AFTER_MESSAGE_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          recheckRef.current();
        }, delay);
        timers.add(timer);
      }
    };
    window.addEventListener(CHAT_REPLY_ENDED_EVENT, handleMessageSent);
    return () => {
      window.removeEventListener(CHAT_REPLY_ENDED_EVENT, handleMessageSent);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
}
