import { CHAT_FAILURE_MESSAGE, settledReplyFields, type ChatResponse } from '@polymath/shared';
import type { ChatMessage } from '../logic/chat-message';

/** The chat failure message of 000 §8, word for word. */
export const CHAT_ERROR_MESSAGE = CHAT_FAILURE_MESSAGE;

/** The fields of a reply once the whole answer is in. */
export function completedReply(response: ChatResponse): Partial<ChatMessage> {
  return { ...settledReplyFields({ status: 'complete', response }), pendingRequest: undefined };
}

/** The fields of a reply that failed: the spec's message, the details folded beneath. */
export function failedReply(details: string): Partial<ChatMessage> {
  return { ...settledReplyFields({ status: 'failed', error: details }), pendingRequest: undefined };
}

/** The fields of a reply the server refused (an allowance used up, or sent too soon): its explanation. */
export function limitedReply(explanation: string): Partial<ChatMessage> {
  return {
    content: explanation,
    status: 'error',
    errorDetails: undefined,
    pendingRequest: undefined,
  };
}
