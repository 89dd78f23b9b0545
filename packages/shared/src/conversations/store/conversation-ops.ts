import { CONVERSATION_STORE } from '../../constants';
import type { Message } from '../../chat/message.schemas';
import { CONVERSATION_TITLE_MAX_CHARS, type Conversation } from '../conversation.schemas';
import { createGlobalContext, refreshGlobalContext, updateGlobalContext } from './global-context';
import { analyzeMessage, appendMessage, titleFromMessage } from './message-analysis';
import { resolveStoreOptions, type ConversationStoreOptions } from './store-options';
import type { StoredConversations } from './stored-conversations.schemas';

/**
 * A new conversation's title: empty, so the first user message can name it and lists show
 * UNTITLED_CONVERSATION_LABEL until then (000 §2, 001 §4).
 */
export const NEW_CONVERSATION_TITLE = '';
/** What lists show for a conversation without a title (000 §2). */
export const UNTITLED_CONVERSATION_LABEL = 'Untitled Conversation';

/** A message to add: role and content, with anything else the caller already knows. */
export type NewMessage = Pick<Message, 'role' | 'content'> &
  Partial<Omit<Message, 'role' | 'content'>>;

/** The title to show for a conversation. */
export function getDisplayTitle(conversation: Pick<Conversation, 'title'>): string {
  return conversation.title.trim() || UNTITLED_CONVERSATION_LABEL;
}

/** A fresh, empty conversation. */
export function createConversation(options?: ConversationStoreOptions): Conversation {
  const { now, createId } = resolveStoreOptions(options);
  const at = now.toISOString();
  return {
    id: createId(),
    title: NEW_CONVERSATION_TITLE,
    messages: [],
    createdAt: at,
    updatedAt: at,
    archived: false,
    topics: [],
    messageCount: 0,
  };
}

/** A store holding one fresh conversation, active. */
export function createConversationStore(options?: ConversationStoreOptions): StoredConversations {
  const conversation = createConversation(options);
  return {
    version: CONVERSATION_STORE.version,
    conversations: [conversation],
    activeConversationId: conversation.id,
    globalContext: createGlobalContext(),
  };
}

/** Conversations by last update, newest first (000 §2, 001 §2); the list is not changed. */
export function sortConversations<T extends Pick<Conversation, 'updatedAt'>>(
  conversations: readonly T[],
): T[] {
  return [...conversations].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** The active conversation. */
export function getActiveConversation(store: StoredConversations): Conversation {
  const active = store.conversations.find(({ id }) => id === store.activeConversationId);
  // The schema guarantees the active id names a conversation; the fallback keeps the type honest.
  return active ?? (store.conversations[0] as Conversation);
}

function updateConversation(
  store: StoredConversations,
  conversationId: string,
  update: (conversation: Conversation) => Conversation,
): StoredConversations {
  if (!store.conversations.some(({ id }) => id === conversationId)) return store;
  return {
    ...store,
    conversations: store.conversations.map((conversation) =>
      conversation.id === conversationId ? update(conversation) : conversation,
    ),
  };
}

/**
 * Starts a new conversation and makes it active. When the active conversation is still empty it is
 * reused, so pressing New Conversation twice does not leave empty conversations behind.
 */
export function startConversation(
  store: StoredConversations,
  options?: ConversationStoreOptions,
): StoredConversations {
  const active = getActiveConversation(store);
  if (active.messages.length === 0 && !active.archived) return store;
  const conversation = createConversation(options);
  return {
    ...store,
    conversations: [conversation, ...store.conversations],
    activeConversationId: conversation.id,
  };
}

/** Makes the conversation active; an unknown id changes nothing. */
export function selectConversation(
  store: StoredConversations,
  conversationId: string,
): StoredConversations {
  if (!store.conversations.some(({ id }) => id === conversationId)) return store;
  return { ...store, activeConversationId: conversationId };
}

/**
 * Adds a message, scored (001 §4), and folds a user message into the global context. The first user
 * message of a conversation still carrying the default title names it; a title the user chose is
 * kept.
 */
export function addMessage(
  store: StoredConversations,
  conversationId: string,
  newMessage: NewMessage,
  options?: ConversationStoreOptions,
): StoredConversations {
  const { now, createId } = resolveStoreOptions(options);
  const message = analyzeMessage({
    ...newMessage,
    id: newMessage.id ?? createId(),
    timestamp: newMessage.timestamp ?? now.toISOString(),
    feedback: newMessage.feedback ?? null,
  });
  const updated = updateConversation(store, conversationId, (conversation) => {
    const isFirstUserMessage =
      message.role === 'user' && !conversation.messages.some(({ role }) => role === 'user');
    const title =
      isFirstUserMessage && conversation.title === NEW_CONVERSATION_TITLE
        ? titleFromMessage(message)
        : conversation.title;
    return { ...appendMessage(conversation, message, now), title };
  });
  if (updated === store) return store;
  return {
    ...updated,
    globalContext: updateGlobalContext(store.globalContext, message, updated.conversations),
  };
}

/**
 * Changes a message in place (a streamed answer growing, feedback given); a new content is scored
 * again. The global context is left as it is: it learns from messages when they are added.
 */
export function updateMessage(
  store: StoredConversations,
  conversationId: string,
  messageId: string,
  patch: Partial<Omit<Message, 'id'>>,
  options?: ConversationStoreOptions,
): StoredConversations {
  const { now } = resolveStoreOptions(options);
  return updateConversation(store, conversationId, (conversation) => {
    if (!conversation.messages.some(({ id }) => id === messageId)) return conversation;
    const messages = conversation.messages.map((current) => {
      if (current.id !== messageId) return current;
      const patched = { ...current, ...patch };
      return patch.content === undefined ? patched : analyzeMessage(patched);
    });
    return { ...conversation, messages, updatedAt: now.toISOString() };
  });
}

/**
 * Renames a conversation to the trimmed title (cut to CONVERSATION_TITLE_MAX_CHARS); a blank title
 * is ignored (001 §5). The update time
 * stays, so a rename does not move the conversation to the top of the list.
 */
export function renameConversation(
  store: StoredConversations,
  conversationId: string,
  title: string,
): StoredConversations {
  const trimmed = title.trim().slice(0, CONVERSATION_TITLE_MAX_CHARS);
  if (trimmed === '') return store;
  return updateConversation(store, conversationId, (conversation) => ({
    ...conversation,
    title: trimmed,
  }));
}

/** Archives or unarchives a conversation (001 §4). */
export function setConversationArchived(
  store: StoredConversations,
  conversationId: string,
  archived: boolean,
): StoredConversations {
  return updateConversation(store, conversationId, (conversation) => ({
    ...conversation,
    archived,
  }));
}

/**
 * Clears a conversation (001 §4): it keeps its id and creation time and becomes like a new one, so
 * its next first message names it again.
 */
export function clearConversation(
  store: StoredConversations,
  conversationId: string,
  options?: ConversationStoreOptions,
): StoredConversations {
  const { now } = resolveStoreOptions(options);
  const updated = updateConversation(store, conversationId, (conversation) => ({
    id: conversation.id,
    title: NEW_CONVERSATION_TITLE,
    messages: [],
    createdAt: conversation.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
    archived: conversation.archived ?? false,
    topics: [],
    messageCount: 0,
  }));
  if (updated === store) return store;
  return {
    ...updated,
    globalContext: refreshGlobalContext(updated.globalContext, updated.conversations),
  };
}

/**
 * Deletes a conversation (001 §4). Deleting the active one activates the first remaining in list
 * order (an unarchived one when there is one); deleting the last one leaves a fresh one.
 */
export function deleteConversation(
  store: StoredConversations,
  conversationId: string,
  options?: ConversationStoreOptions,
): StoredConversations {
  if (!store.conversations.some(({ id }) => id === conversationId)) return store;
  const remaining = store.conversations.filter(({ id }) => id !== conversationId);
  const globalContext = refreshGlobalContext(store.globalContext, remaining);
  const sorted = sortConversations(remaining);
  const next = sorted.find(({ archived }) => !archived) ?? sorted[0];
  if (!next) {
    const conversation = createConversation(options);
    return {
      ...store,
      conversations: [conversation],
      activeConversationId: conversation.id,
      globalContext,
    };
  }
  const activeConversationId =
    store.activeConversationId === conversationId ? next.id : store.activeConversationId;
  return { ...store, conversations: remaining, activeConversationId, globalContext };
}
