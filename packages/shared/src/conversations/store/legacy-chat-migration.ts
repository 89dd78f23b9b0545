import { z } from 'zod';
import { CONVERSATION_STORE } from '../../constants';
import { MessageSchema, type Message } from '../../chat/message.schemas';
import type { Conversation } from '../conversation.schemas';
import { createConversation } from './conversation-ops';
import { createGlobalContext, updateGlobalContext } from './global-context';
import { analyzeMessage, appendMessage } from './message-analysis';
import { resolveStoreOptions, type ConversationStoreOptions } from './store-options';
import type { StoredConversations } from './stored-conversations.schemas';

/**
 * What the first chat screen persisted under STORAGE_KEYS.conversations through zustand's persist:
 * `{ state: { messages }, version: 0 }`, one flat list of messages. Messages are checked one by one
 * later, so a single damaged message does not cost the rest.
 */
export const LegacyChatStateSchema = z.object({
  version: z.literal(0),
  state: z.object({ messages: z.array(z.unknown()) }),
});
export type LegacyChatState = z.infer<typeof LegacyChatStateSchema>;

/** The stand-in notices of the first chat screen: `isNotice` marked them as not being answers. */
const NoticeSchema = z.object({ isNotice: z.literal(true) });

/**
 * Wraps the old flat message list into one conversation titled 'Migrated Chat' (001 §9). Messages
 * are scored as if added one by one. The "engine coming soon" notices are dropped: they were never
 * answers, and the message shape has no flag to keep them apart from real ones.
 */
export function migrateLegacyChat(
  legacy: LegacyChatState,
  options?: ConversationStoreOptions,
): StoredConversations {
  const { now } = resolveStoreOptions(options);
  const messages = legacy.state.messages.flatMap((raw): Message[] => {
    if (NoticeSchema.safeParse(raw).success) return [];
    const parsed = MessageSchema.safeParse(raw);
    return parsed.success ? [analyzeMessage(parsed.data)] : [];
  });
  let globalContext = createGlobalContext();
  let conversation: Conversation = {
    ...createConversation(options),
    title: CONVERSATION_STORE.migratedTitle,
  };
  for (const message of messages) {
    conversation = appendMessage(conversation, message, new Date(message.timestamp));
    globalContext = updateGlobalContext(globalContext, message, [conversation]);
  }
  const createdAt = messages[0]?.timestamp ?? now.toISOString();
  conversation = { ...conversation, createdAt, updatedAt: messages.at(-1)?.timestamp ?? createdAt };
  return {
    version: CONVERSATION_STORE.version,
    conversations: [conversation],
    activeConversationId: conversation.id,
    globalContext,
  };
}
