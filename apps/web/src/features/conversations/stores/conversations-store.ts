import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  CONVERSATION_STORE,
  STORAGE_KEYS,
  addMessage,
  clearConversation,
  createConversationStore,
  createStoreId,
  deleteConversation,
  renameConversation,
  selectConversation,
  startConversation,
  updateMessage,
  type Message,
  type NewMessage,
} from '@polymath/shared';
import { patchConversationMessage, type MessagePatch } from '../logic/patch-message';
import { replaceConversationMessages, type MessageInput } from '../logic/replace-messages';
import {
  conversationsStorage,
  flushConversationWrites,
  type PersistedConversations,
} from './conversations-storage';
import { resetServerConversationsStore } from './server-conversations-store';

/** The conversations store: the shared store document and the actions that change it. */
export interface ConversationsState extends PersistedConversations {
  /** Starts a new conversation (or keeps the active one when it is still empty); returns its id. */
  create: () => string;
  select: (conversationId: string) => void;
  /** Renames to the trimmed title; blank is ignored (001 §5). */
  rename: (conversationId: string, title: string) => void;
  /** Deletes; the store keeps at least one conversation and a valid active one (001 §4). */
  remove: (conversationId: string) => void;
  /** Adds a scored message; returns its id (the given one, or a new one). */
  addMessage: (conversationId: string, message: NewMessage) => string;
  updateMessage: (
    conversationId: string,
    messageId: string,
    patch: Partial<Omit<Message, 'id'>>,
  ) => void;
  /**
   * Sets a conversation's whole message list (the chat's list after a change): new messages are
   * scored and can name the conversation, changed ones are scored again, left-out ones removed.
   */
  replaceMessages: (conversationId: string, messages: readonly MessageInput[]) => void;
  /**
   * Changes one message through `patch` (given the message as it is now), leaving every other
   * message and conversation as they are; a streaming answer is scored once it stops streaming.
   */
  patchMessage: (
    conversationId: string,
    messageId: string,
    patch: (message: Message) => MessagePatch,
  ) => void;
  clear: (conversationId: string) => void;
}

/**
 * Every conversation, kept in this browser under STORAGE_KEYS.conversations (001 §9). The rules
 * live in the shared store logic; this store only holds its document and saves it on each change.
 */
export const useConversationsStore = create<ConversationsState>()(
  persist(
    (set, get) => ({
      store: createConversationStore(),
      create: () => {
        set(({ store }) => ({ store: startConversation(store) }));
        return get().store.activeConversationId;
      },
      select: (conversationId) =>
        set(({ store }) => ({ store: selectConversation(store, conversationId) })),
      rename: (conversationId, title) =>
        set(({ store }) => ({ store: renameConversation(store, conversationId, title) })),
      remove: (conversationId) =>
        set(({ store }) => ({ store: deleteConversation(store, conversationId) })),
      addMessage: (conversationId, message) => {
        const id = message.id ?? createStoreId();
        set(({ store }) => ({ store: addMessage(store, conversationId, { ...message, id }) }));
        return id;
      },
      updateMessage: (conversationId, messageId, patch) =>
        set(({ store }) => ({ store: updateMessage(store, conversationId, messageId, patch) })),
      replaceMessages: (conversationId, messages) =>
        set(({ store }) => ({
          store: replaceConversationMessages(store, conversationId, messages),
        })),
      patchMessage: (conversationId, messageId, patch) => {
        const { store } = get();
        const patched = patchConversationMessage(store, conversationId, messageId, patch);
        // Nothing changed: no new state, so no render, no save and no sync.
        if (patched !== store) set({ store: patched });
      },
      clear: (conversationId) =>
        set(({ store }) => ({ store: clearConversation(store, conversationId) })),
    }),
    {
      name: STORAGE_KEYS.conversations,
      version: CONVERSATION_STORE.version,
      storage: conversationsStorage,
      partialize: (state) => ({ store: state.store }),
    },
  ),
);

/**
 * Puts the store back to a single fresh conversation, and forgets the server's (sign-out, tests,
 * and a future "clear all data").
 */
export function resetConversationsStore(): void {
  useConversationsStore.setState({ store: createConversationStore() });
  resetServerConversationsStore();
  // Nothing of the old store may be written after the reset.
  flushConversationWrites();
}
