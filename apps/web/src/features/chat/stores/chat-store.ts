import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type CodingMode, type GenerationMode } from '@polymath/shared';
import type { ReplyReference } from '../logic/chat-message';

export type { ChatMessage } from '../logic/chat-message';

interface ChatState {
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
}

/**
 * The chat's own state: the input's draft (kept under STORAGE_KEYS.chatDraft so a reload keeps
 * what was being typed), the reply-to, and the generation and coding modes. The messages are not
 * here: they live in the conversation the chat is given (its message source).
 */
export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      draft: '',
      replyTo: null,
      generationMode: 'chat',
      codingMode: 'off',
      setDraft: (draft) => set({ draft }),
      setReplyTo: (replyTo) => set({ replyTo }),
      setGenerationMode: (generationMode) => set({ generationMode }),
      setCodingMode: (codingMode) => set({ codingMode }),
    }),
    {
      name: STORAGE_KEYS.chatDraft,
      version: 0,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ draft: state.draft }),
    },
  ),
);
