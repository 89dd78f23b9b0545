import { useEffect } from 'react';
import { isReplyInProgress } from '../logic/chat-message';
import type { ChatMessageSource } from './chat-message-source';

// The streaming machinery loads with the first reply to handle, not with the page.
const loadReplyRunner = () => import('./reply-runner');

function processPending(source: ChatMessageSource, isReturning = false): void {
  if (!source.getMessages().some(isReplyInProgress)) return;
  void loadReplyRunner().then((runner) => runner.processPendingReplies(source, isReturning));
}

/**
 * Keeps the conversation's replies moving: sends queued ones, and picks up replies whose stream
 * was lost when the page loads, comes back into view or comes back online.
 */
export function useReplyRunner(source: ChatMessageSource): void {
  const messages = source.useMessages();

  useEffect(() => {
    processPending(source);
  }, [source, messages]);

  useEffect(() => {
    const handleReturn = () => {
      if (document.visibilityState === 'visible') processPending(source, true);
    };
    window.addEventListener('online', handleReturn);
    document.addEventListener('visibilitychange', handleReturn);
    return () => {
      window.removeEventListener('online', handleReturn);
      document.removeEventListener('visibilitychange', handleReturn);
    };
  }, [source]);
}
