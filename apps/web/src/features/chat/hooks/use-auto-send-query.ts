import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUTO_SEND_QUERY_DELAY_MS } from '@polymath/shared';
import { useChatStore } from '../stores/chat-store';

/** The query parameter carrying a question to ask on arrival (e.g. from Study Plans' Get AI Help). */
export const QUERY_PARAM = 'q';

/**
 * Handles `/?q=question`: the question fills the input at once, is sent 2.5 s after the app has
 * appeared (so the visitor sees it arrive), and the URL is reset to / without a new history entry.
 * What is in the input at that moment is sent, so a visitor can still edit the question.
 */
export function useAutoSendQuery(isAppReady: boolean, send: (text: string) => unknown): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const [query] = useState(() => searchParams.get(QUERY_PARAM)?.trim() ?? '');
  const hasSent = useRef(false);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  useEffect(() => {
    if (query !== '') useChatStore.getState().setDraft(query);
  }, [query]);

  useEffect(() => {
    if (query === '' || !isAppReady || hasSent.current) return;
    const timer = window.setTimeout(() => {
      hasSent.current = true;
      sendRef.current(useChatStore.getState().draft);
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(QUERY_PARAM);
          return next;
        },
        { replace: true },
      );
    }, AUTO_SEND_QUERY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, isAppReady, setSearchParams]);
}
