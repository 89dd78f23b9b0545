import { useChatStore, type ChatMessage } from '../stores/chat-store';

/**
 * Where the chat reads and writes its messages. The default is the chat's own in-memory store; the
 * conversation store can stand in by providing the same three functions for the open conversation.
 */
export interface ChatMessageSource {
  getMessages: () => ChatMessage[];
  setMessages: (update: (messages: ChatMessage[]) => ChatMessage[]) => void;
  /** A React hook returning the messages, re-rendering when they change. */
  useMessages: () => ChatMessage[];
  /** The conversation the messages belong to, sent with each question; none for the chat's own store. */
  conversationId?: string;
}

/** The chat's own store as a message source. */
export const chatStoreMessageSource: ChatMessageSource = {
  getMessages: () => useChatStore.getState().messages,
  setMessages: (update) => useChatStore.getState().setMessages(update),
  useMessages: () => useChatStore((state) => state.messages),
};

/** Applies `patch` to the message with `id`, leaving the others as they are. */
export function patchMessage(
  source: ChatMessageSource,
  id: string,
  patch: (message: ChatMessage) => Partial<ChatMessage>,
): void {
  source.setMessages((messages) =>
    messages.map((message) => (message.id === id ? { ...message, ...patch(message) } : message)),
  );
}
