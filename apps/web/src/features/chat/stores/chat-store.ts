import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type CodingMode, type GenerationMode } from '@polymath/shared';
import type { ReplyReference } from '../logic/chat-message';

export type { ChatMessage } from '../logic/chat-message';

interface ChatState {
  /** The text being typed; kept with the coding mode across reloads. */
  draft: string;
  /** The message the next one answers, shown above the input. */
  replyTo: ReplyReference | null;
  generationMode: GenerationMode;
  codingMode: CodingMode;
  /** The file to send with the next message (never persisted: a File cannot be stored). */
  attachment: File | null;
  setDraft: (draft: string) => void;
  setReplyTo: (replyTo: ReplyReference | null) => void;
  setGenerationMode: (mode: GenerationMode) => void;
  setCodingMode: (mode: CodingMode) => void;
}

/**
 * Attaches `file` to the next message, in place of any attached before: the toolbar's pickers, a
 * drop, a paste and the phone menu's Upload File all come here. The composer shows it, with what
 * is wrong with it if it cannot be sent.
 */
export function attachChatFile(file: File | null): void {
  useChatStore.setState({ attachment: file });
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
      attachment: null,
      setDraft: (draft) => set({ draft }),
      setReplyTo: (replyTo) => set({ replyTo }),
      setGenerationMode: (generationMode) => set({ generationMode }),
      setCodingMode: (codingMode) => set({ codingMode }),
    }),
    {
      name: STORAGE_KEYS.chatDraft,
      version: 0,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ draft: state.draft, codingMode: state.codingMode }),
    },
  ),
);
