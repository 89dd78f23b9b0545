import { useEffect } from 'react';
import type { ChatMessageSource } from './chat-message-source';
import { runPendingReplies } from './run-pending-replies';

/**
 * Keeps the conversation's replies moving apart from asking (which starts its own): picks up the
 * replies whose stream was lost when the conversation opens (the page loading, a switch), and when
 * the page comes back into view or back online.
 */
export function useReplyRunner(source: ChatMessageSource): void {
  useEffect(() => {
    runPendingReplies(source);
  }, [source]);

  useEffect(() => {
    const handleReturn = () => {
      if (document.visibilityState === 'visible') runPendingReplies(source, true);
    };
    window.addEventListener('online', handleReturn);
    document.addEventListener('visibilitychange', handleReturn);
    return () => {
      window.removeEventListener('online', handleReturn);
      document.removeEventListener('visibilitychange', handleReturn);
    };
  }, [source]);
}
