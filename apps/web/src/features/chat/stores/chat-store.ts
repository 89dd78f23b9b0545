import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type CodingMode, type GenerationMode } from '@polymath/shared';
import { appendQuestion } from '../logic/append-question';
import { isReplyInProgress, type ChatMessage, type ReplyReference } from '../logic/chat-message';

export type { ChatMessage } from '../logic/chat-message';

interface ChatState {
  messages: ChatMessage[];
  /** The text being typed; the only field persisted. */
  draft: string;
  /** The message the next one answers, shown above the input. */
  replyTo: ReplyReference | null;
  generationMode: GenerationMode;
  codingMode: CodingMode;
  setDraft: (draft: string) => void;
  setReplyTo: (replyTo: ReplyReference | null) => void;
  setGenerationMode: (mode: GenerationMode) => void;
  setCodingMode: (mode: CodingMode) => void;
  /**
   * Asks `text`: adds it as a user message and queues the reply (the reply runner sends it).
   * Returns false, doing nothing, when the text is blank or a reply is still on its way.
   */
  sendMessage: (text: string) => boolean;
  /** Replaces the messages (a conversation switch, a finished reply). */
  setMessages: (update: (messages: ChatMessage[]) => ChatMessage[]) => void;
  /** Removes every message of the current conversation. */
  clearConversation: () => void;
}

/** Whether a reply is on its way, so sending waits. */
export function selectIsBusy(state: Pick<ChatState, 'messages'>): boolean {
  return state.messages.some(isReplyInProgress);
}

/**
 * The chat's own state: the input's draft (kept under STORAGE_KEYS.chatDraft so a reload keeps
 * what was being typed), the reply-to, and the generation and coding modes. The messages here are
 * an in-memory fallback for a chat mounted without a message source; the app gives the chat the
 * conversation store's source, which is what persists messages (document 001 §9).
 */
export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      messages: [],
      draft: '',
      replyTo: null,
      generationMode: 'chat',
      codingMode: 'off',
      setDraft: (draft) => set({ draft }),
      setReplyTo: (replyTo) => set({ replyTo }),
      setGenerationMode: (generationMode) => set({ generationMode }),
      setCodingMode: (codingMode) => set({ codingMode }),
      sendMessage: (text) => {
        const state = get();
        if (text.trim() === '' || selectIsBusy(state)) return false;
        const { generationMode, codingMode, replyTo } = state;
        set({
          draft: '',
          replyTo: null,
          messages: appendQuestion(state.messages, text, {
            generationMode,
            codingMode,
            ...(replyTo ? { replyTo } : {}),
          }),
        });
        return true;
      },
      setMessages: (update) => set((state) => ({ messages: update(state.messages) })),
      clearConversation: () => set({ messages: [], replyTo: null }),
    }),
    {
      name: STORAGE_KEYS.chatDraft,
      version: 0,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ draft: state.draft }),
    },
  ),
);
