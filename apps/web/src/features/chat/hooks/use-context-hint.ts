import { useEffect, useMemo, useRef, useState } from 'react';
import { CONTEXT_ANALYSIS, type ContextAnalysis, type Hint } from '@polymath/shared';
import type { ChatMessage } from '../logic/chat-message';
import { analyzeContext, contextHint } from '../logic/context-analysis';

/** A hint on screen: `isFading` for its last second (shown 5 s, removed at 6 s). */
export interface VisibleHint {
  hint: Hint;
  isFading: boolean;
}

/**
 * The context analysis of the conversation, and the hint to show after the user's latest message:
 * it appears when the conversation is deep enough, shows for 5 s and is removed at 6 s.
 */
export function useContextHint(messages: readonly ChatMessage[]): {
  analysis: ContextAnalysis;
  visibleHint: VisibleHint | null;
} {
  const userMessageCount = messages.filter((message) => message.role === 'user').length;
  // Reads only the last six messages, so it is cheap to redo as an answer streams in.
  const analysis = useMemo(() => analyzeContext(messages), [messages]);
  const [visibleHint, setVisibleHint] = useState<VisibleHint | null>(null);
  // Opening a conversation shows no hint; asking a question in it may.
  const seenUserMessageCount = useRef(userMessageCount);

  useEffect(() => {
    const isNewQuestion = userMessageCount > seenUserMessageCount.current;
    seenUserMessageCount.current = userMessageCount;
    const hint = isNewQuestion ? contextHint(analysis) : null;
    setVisibleHint(hint && { hint, isFading: false });
    if (hint === null) return;
    const fade = window.setTimeout(
      () => setVisibleHint({ hint, isFading: true }),
      CONTEXT_ANALYSIS.hintShowMs,
    );
    const remove = window.setTimeout(() => setVisibleHint(null), CONTEXT_ANALYSIS.hintRemoveMs);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(remove);
    };
    // A new hint comes with each question asked, not with each analysis refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userMessageCount]);

  return { analysis, visibleHint };
}
