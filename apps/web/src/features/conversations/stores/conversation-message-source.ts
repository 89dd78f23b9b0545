import type { Message } from '@polymath/shared';
import type { MessagePatch } from '../logic/patch-message';
import type { MessageInput } from '../logic/replace-messages';
import { useConversationsStore } from './conversations-store';
import { flushConversationWrites } from './conversations-storage';

/**
 * One conversation's messages as a message source for the chat (the shape of the chat's
 * `ChatMessageSource`: get, set the list through an update, patch one message, and a hook).
 */
export interface ConversationMessageSource {
  getMessages: () => Message[];
  setMessages: (update: (messages: Message[]) => readonly MessageInput[]) => void;
  patchMessage: (messageId: string, patch: (message: Message) => MessagePatch) => void;
  useMessages: () => Message[];
  conversationId: string;
  /** Writes the conversations to the browser's storage now (see conversations-storage.ts). */
  persistNow: () => void;
}

// One stable reference, so a missing conversation does not re-render its readers on every change.
const NO_MESSAGES: Message[] = [];

function messagesOf(conversations: readonly { id: string; messages: Message[] }[], id: string) {
  return conversations.find((conversation) => conversation.id === id)?.messages ?? NO_MESSAGES;
}

const sources = new Map<string, ConversationMessageSource>();

/**
 * The message source of the conversation `conversationId`, the same object for the same id. It is
 * bound to that conversation, not to whichever is active: a reply still streaming when the user
 * switches conversation keeps landing in the conversation it belongs to. Writes to a conversation
 * that has been deleted are dropped.
 */
export function conversationMessageSource(conversationId: string): ConversationMessageSource {
  const existing = sources.get(conversationId);
  if (existing) return existing;
  const getMessages = () =>
    messagesOf(useConversationsStore.getState().store.conversations, conversationId);
  const source: ConversationMessageSource = {
    conversationId,
    getMessages,
    setMessages: (update) =>
      useConversationsStore.getState().replaceMessages(conversationId, update(getMessages())),
    patchMessage: (messageId, patch) =>
      useConversationsStore.getState().patchMessage(conversationId, messageId, patch),
    useMessages: () =>
      useConversationsStore((state) => messagesOf(state.store.conversations, conversationId)),
    persistNow: flushConversationWrites,
  };
  sources.set(conversationId, source);
  return source;
}
