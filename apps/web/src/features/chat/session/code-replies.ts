import { type ChatEnhancedResponse, type ChatStreamRequest, fenceFor } from '@polymath/shared';
import { reportLimitReached } from '@/lib/limit-events';
import { fetchCodeReply } from '../api/code-reply-call';
import type { ChatMessageSource } from './chat-message-source';
import { holdLiveRead } from './file-reads';
import { failedReply, limitedReply } from './reply-outcomes';

/** What the code assistant's answer reads as in the chat: its words, then its code in a block. */
export function codeAnswerText(answer: ChatEnhancedResponse): string {
  if (answer.code === undefined) return answer.message;
  const fence = fenceFor(answer.code);
  const block = `${fence}${answer.language ?? ''}\n${answer.code.replace(/\n$/, '')}\n${fence}`;
  return answer.message.trim() === '' ? block : `${answer.message}\n\n${block}`;
}

/**
 * A reply of the coding mode (000 §4 codingMode programming): the code assistant answers it
 * (chat-enhanced) in one piece, and its code block offers 'Open in Vibe-Coding'. Like a file's
 * reply it is not streamed: a Stop or a clear cancels the call, a reload settles it as cut off.
 */
export async function runCodeReply(
  source: ChatMessageSource,
  id: string,
  request: Omit<ChatStreamRequest, 'requestId'>,
): Promise<void> {
  const controller = new AbortController();
  const release = holdLiveRead(id, controller);
  source.patchMessage(id, () => ({
    status: 'streaming',
    pendingRequest: undefined,
    requestId: undefined,
    loadingCategory: 'generating code',
  }));
  try {
    const result = await fetchCodeReply(
      { message: request.message, conversationHistory: request.conversationHistory },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (result.ok) {
      const content = codeAnswerText(result.data);
      source.patchMessage(id, () => ({ status: 'complete', content, errorDetails: undefined }));
      return;
    }
    const { code, message } = result.error;
    if (code === 'LIMIT_REACHED' || code === 'GUEST_LIMIT') {
      source.patchMessage(id, () => limitedReply(message));
      reportLimitReached({ code, message, feature: 'codeGeneration' });
      return;
    }
    const paced = code === 'RATE_LIMITED' || code === 'UNAVAILABLE';
    source.patchMessage(id, () => (paced ? limitedReply(message) : failedReply(message)));
  } finally {
    release();
  }
}
