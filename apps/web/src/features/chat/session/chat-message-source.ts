import type { ChatMessage } from '../logic/chat-message';

/**
 * Where the chat reads and writes its messages: the app gives it one conversation of the
 * conversations store (document 001 §9), which persists and syncs them.
 */
export interface ChatMessageSource {
  getMessages: () => ChatMessage[];
  /** Replaces the list: a question asked, an answer regenerated, the conversation cleared. */
  setMessages: (update: (messages: ChatMessage[]) => ChatMessage[]) => void;
  /**
   * Changes the message with `id` through `patch` (given the message as it is now), leaving every
   * other message the same object: a streamed reply's text, its ending, feedback.
   */
  patchMessage: (id: string, patch: (message: ChatMessage) => Partial<ChatMessage>) => void;
  /** A React hook returning the messages, re-rendering when they change. */
  useMessages: () => ChatMessage[];
  /** The conversation the messages belong to, sent with each question. */
  conversationId?: string;
  /**
   * Saves a change now rather than with the next coalesced write (clearing must not come back if
   * the tab closes a moment later).
   */
  persistNow?: () => void;
}
