import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@polymath/shared';
import { createId } from '@/lib/create-id';

/** One message of the chat. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO time it was added. */
  timestamp: string;
  /** A product notice in the assistant's place (not an AI answer); shown labelled as such. */
  isNotice?: boolean;
}

/** The notice standing in for replies until the AI engine lands. */
export const ENGINE_COMING_SOON_NOTICE =
  "The AI engine is coming soon, so Polymath can't answer yet. Your message is kept in this browser, and replies will arrive with an upcoming update.";

interface ChatState {
  messages: ChatMessage[];
  /** The text being typed; kept out of storage. */
  draft: string;
  setDraft: (draft: string) => void;
  /** Adds the text as a user message; returns false (and does nothing) when it is blank. */
  sendMessage: (text: string) => boolean;
  /** Removes every message of the current conversation. */
  clearConversation: () => void;
}

function createMessage(role: ChatMessage['role'], content: string, isNotice = false): ChatMessage {
  return {
    id: createId(),
    role,
    content,
    timestamp: new Date().toISOString(),
    ...(isNotice ? { isNotice } : {}),
  };
}

/**
 * The current conversation, persisted in local storage so a reload loses nothing. Stored under the
 * conversation store's key as version 0 (a flat message list); the full conversation store migrates
 * this shape into a conversation titled 'Migrated Chat' (document 001 §9).
 */
export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      messages: [],
      draft: '',
      setDraft: (draft) => set({ draft }),
      sendMessage: (text) => {
        const content = text.trim();
        if (content === '') return false;
        set((state) => ({
          draft: '',
          messages: [
            ...state.messages,
            createMessage('user', content),
            createMessage('assistant', ENGINE_COMING_SOON_NOTICE, true),
          ],
        }));
        return true;
      },
      clearConversation: () => set({ messages: [] }),
    }),
    {
      name: STORAGE_KEYS.conversations,
      version: 0,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ messages: state.messages }),
    },
  ),
);

/** How many conversations are held: the current one once it has messages. */
export function selectConversationCount(state: Pick<ChatState, 'messages'>): number {
  return state.messages.length > 0 ? 1 : 0;
}
