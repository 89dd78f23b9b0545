import type { ChatResponse } from '@polymath/shared';
import type { ChatMessage } from '../logic/chat-message';

/** The chat failure message of 000 §8, word for word. */
export const CHAT_ERROR_MESSAGE =
  'Sorry, I encountered an error while processing your message. Please try again.';

/** The fields of a reply once the whole answer is in. */
export function completedReply(response: ChatResponse): Partial<ChatMessage> {
  return {
    content: response.message,
    model: response.model,
    sources: response.sources,
    verification: response.verification,
    feedbackData: response.feedbackData,
    status: 'complete',
    pendingRequest: undefined,
    errorDetails: undefined,
  };
}

/** The fields of a reply that failed: the spec's message, the details folded beneath. */
export function failedReply(details: string): Partial<ChatMessage> {
  return {
    content: CHAT_ERROR_MESSAGE,
    status: 'error',
    errorDetails: details,
    pendingRequest: undefined,
  };
}

/** The fields of a reply the server refused because an allowance is used up: its explanation. */
export function limitedReply(explanation: string): Partial<ChatMessage> {
  return {
    content: explanation,
    status: 'error',
    errorDetails: undefined,
    pendingRequest: undefined,
  };
}
