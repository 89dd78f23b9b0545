import { createContext, useContext } from 'react';
import type { CodeLanguage } from '@polymath/shared';

/**
 * Opens an answer's code in Vibe-Coding: given by the app (the code feature's), since the chat
 * imports no other feature. Without one, code blocks offer only Copy.
 */
export type ChatCodeOpener = (code: { code: string; language: CodeLanguage }) => void;

export const ChatCodeOpenerContext = createContext<ChatCodeOpener | null>(null);

/** The code opener ChatView was given, or null. */
export function useChatCodeOpener(): ChatCodeOpener | null {
  return useContext(ChatCodeOpenerContext);
}
