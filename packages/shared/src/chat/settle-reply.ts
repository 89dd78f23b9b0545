import type { Conversation } from '../conversations/conversation.schemas';
import { CHAT_FAILURE_MESSAGE, type ChatReplyStatus } from './chat.contract';
import type { ChatResponse } from './chat.schemas';
import type { Message } from './message.schemas';

/** How a reply ended: its whole answer, or the failure. */
export type SettledReply = Exclude<ChatReplyStatus, { status: 'pending' }>;

/** How a reply ended, whoever tells it (the stream's last event or the server's kept copy). */
export type ReplyEnding =
  { status: 'complete'; response: ChatResponse } | { status: 'failed'; error: string };

/**
 * The fields a reply message takes once it has ended: the answer with its sources and
 * verification, or the chat failure message of 000 §8 with the details folded beneath. The browser
 * applies them when its stream ends; the server applies them to a signed-in user's stored
 * conversation when the browser was gone.
 */
export function settledReplyFields(outcome: ReplyEnding): Partial<Message> {
  if (outcome.status === 'complete') {
    const { response } = outcome;
    return {
      content: response.message,
      model: response.model,
      sources: response.sources,
      verification: response.verification,
      feedbackData: response.feedbackData,
      needsModel: response.needsModel,
      status: 'complete',
      errorDetails: undefined,
    };
  }
  return { content: CHAT_FAILURE_MESSAGE, status: 'error', errorDetails: outcome.error };
}

/** Whether a message is a reply still on its way (queued or streaming). */
export function isReplyUnsettled(message: Pick<Message, 'status'>): boolean {
  return message.status === 'queued' || message.status === 'streaming';
}

/**
 * The conversation with the unsettled reply of `requestId` settled, or undefined when it holds no
 * such reply (unknown, or already settled: an ended reply is never rewritten).
 */
export function settleReplyIn(
  conversation: Conversation,
  requestId: string,
  outcome: SettledReply,
): Conversation | undefined {
  const index = conversation.messages.findIndex(
    (message) => message.requestId === requestId && isReplyUnsettled(message),
  );
  if (index === -1) return undefined;
  const messages = conversation.messages.slice();
  const settled = { ...messages[index]!, ...settledReplyFields(outcome) };
  if (settled.errorDetails === undefined) delete settled.errorDetails;
  if (settled.needsModel === undefined) delete settled.needsModel;
  messages[index] = settled;
  return { ...conversation, messages };
}
