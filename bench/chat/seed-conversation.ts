import {
  addMessage,
  createConversationStore,
  getActiveConversation,
  StoredConversationsSchema,
  type StoredConversations,
} from '@polymath/shared';
import { createSeededRandom } from '../lib/seeded-random';
import { createExchange, LAST_MESSAGE_MARKER } from './long-conversation-messages';

/** Messages in the long conversation: 1,000 questions and their answers. */
export const LONG_CONVERSATION_MESSAGES = 2_000;
/** The conversation is dated as if one message had been written a minute, ending a minute ago. */
const MESSAGE_INTERVAL_MS = 60_000;

/**
 * The conversation store (persisted under STORAGE_KEYS.conversations) of a guest
 * with one conversation of LONG_CONVERSATION_MESSAGES messages, built with the store's own
 * operations so every message carries the analysis the app would have given it, and checked
 * against the store's schema. The last message ends with LAST_MESSAGE_MARKER.
 */
export function buildLongConversationStore(now = new Date()): StoredConversations {
  const random = createSeededRandom(2_000);
  let sequence = 0;
  const createId = () => `bench-${(sequence += 1)}`;
  const timeOf = (messageIndex: number) =>
    new Date(now.getTime() - (LONG_CONVERSATION_MESSAGES - messageIndex) * MESSAGE_INTERVAL_MS);

  let store = createConversationStore({ now: timeOf(0), createId });
  const conversationId = store.activeConversationId;
  for (let index = 0; index < LONG_CONVERSATION_MESSAGES; index += 2) {
    const { question, answer } = createExchange(random);
    const isLast = index + 2 === LONG_CONVERSATION_MESSAGES;
    store = addMessage(
      store,
      conversationId,
      { role: 'user', content: question },
      { now: timeOf(index), createId },
    );
    store = addMessage(
      store,
      conversationId,
      {
        role: 'assistant',
        content: isLast ? `${answer}\n\n${LAST_MESSAGE_MARKER}` : answer,
        status: 'complete',
      },
      { now: timeOf(index + 1), createId },
    );
  }
  const checked = StoredConversationsSchema.parse(store);
  const messageCount = getActiveConversation(checked).messages.length;
  if (messageCount !== LONG_CONVERSATION_MESSAGES) {
    throw new Error(`The seeded conversation has ${messageCount} messages.`);
  }
  return checked;
}
