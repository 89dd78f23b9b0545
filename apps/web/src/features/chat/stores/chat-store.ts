import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type CodingMode, type GenerationMode } from '@polymath/shared';
import type { ReplyReference } from '../logic/chat-message';

export type { ChatMessage } from '../logic/chat-message';

/** What a conversation's composer holds while the user is in another conversation. */
export interface ComposerState {
  draft: string;
  generationMode: GenerationMode;
  codingMode: CodingMode;
}

const EMPTY_COMPOSER: ComposerState = { draft: '', generationMode: 'chat', codingMode: 'off' };
/** Conversations whose unsent drafts and modes are kept; the oldest go first beyond it. */
const MAX_KEPT_COMPOSERS = 100;

interface ChatState {
  /** The conversation the composer is showing (its draft and modes are the ones below). */
  conversationId: string | null;
  /** The other conversations' unsent drafts and modes, by conversation. */
  composers: Record<string, ComposerState>;
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
 * Shows the composer of `conversationId`: the draft and modes of the conversation left are kept
 * for it (a draft belongs to its conversation, and so does a mode), those of the one opened come
 * back, or an empty chat-mode composer for a new one. The reply-to and attachment, which point at
 * the conversation left, are dropped.
 */
export function showConversationComposer(conversationId: string): void {
  const state = useChatStore.getState();
  if (state.conversationId === conversationId) return;
  // Nothing recorded yet (the first visit since drafts belong to conversations): what is being
  // typed stays, in the conversation on screen.
  if (state.conversationId === null) {
    useChatStore.setState({ conversationId });
    return;
  }
  const { draft, generationMode, codingMode } = state;
  const composers = { ...state.composers };
  const left = { draft, generationMode, codingMode };
  const isEmpty = draft.trim() === '' && generationMode === 'chat' && codingMode === 'off';
  delete composers[state.conversationId];
  if (!isEmpty) composers[state.conversationId] = left;
  const opened = composers[conversationId] ?? EMPTY_COMPOSER;
  delete composers[conversationId];
  // The oldest kept first: object keys keep their insertion order.
  const kept = Object.entries(composers).slice(-MAX_KEPT_COMPOSERS);
  useChatStore.setState({
    conversationId,
    composers: Object.fromEntries(kept),
    ...opened,
    replyTo: null,
    attachment: null,
  });
}

/**
 * The chat's own state: the input's draft (kept under STORAGE_KEYS.chatDraft so a reload keeps
 * what was being typed), the reply-to, and the generation and coding modes, all of the open
 * conversation, and the other conversations' drafts and modes. The messages are not
 * here: they live in the conversation the chat is given (its message source).
 */
export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      conversationId: null,
      composers: {},
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
      partialize: (state) => ({
        conversationId: state.conversationId,
        composers: state.composers,
        draft: state.draft,
        codingMode: state.codingMode,
        generationMode: state.generationMode,
      }),
    },
  ),
);
