import {
  CONVERSATION_STORE,
  createConversationStore,
  type Conversation,
  type Message,
} from '@polymath/shared';
import { useConversationsStore } from '../stores/conversations-store';

/** A conversation for tests: messages alternate user/assistant, timestamps at its update time. */
export function makeConversation(fields: {
  id: string;
  title?: string;
  updatedAt: Date;
  messages?: string[];
}): Conversation {
  const at = fields.updatedAt.toISOString();
  const messages = (fields.messages ?? []).map((content, index): Message => ({
    id: `${fields.id}-m${index}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    content,
    timestamp: at,
    feedback: null,
  }));
  return {
    id: fields.id,
    title: fields.title ?? '',
    messages,
    updatedAt: at,
    createdAt: at,
    messageCount: messages.length,
  };
}

/** Puts these conversations in the store, the given one active (the first when unset). */
export function seedConversations(conversations: Conversation[], activeConversationId?: string) {
  const first = conversations[0];
  if (!first) throw new Error('seedConversations needs at least one conversation');
  useConversationsStore.setState({
    store: {
      ...createConversationStore(),
      version: CONVERSATION_STORE.version,
      conversations,
      activeConversationId: activeConversationId ?? first.id,
    },
  });
}

/** The store's active conversation id. */
export function getActiveId(): string {
  return useConversationsStore.getState().store.activeConversationId;
}
