import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  CODE,
  type CodeAssistantMessage,
  type CodeExecution,
  type CodeLanguage,
  STORAGE_KEYS,
} from '@polymath/shared';
import { createId } from '@/lib/create-id';
import { LANGUAGE_DETAILS } from '../logic/languages';

/** A recent run: its result and the code it ran, to bring both back. */
export type RecentRun = CodeExecution & { code: string };

/** A message of the AI code editor's conversation (000 §3), and who wrote it. */
export type AssistantNote = CodeAssistantMessage & { role: 'user' | 'assistant' };

/** The AI code editor's messages kept: enough to read back and to give the assistant context. */
const ASSISTANT_NOTES_KEPT = 20;

export type PreviewSize = (typeof CODE.previewSizes)[number];
export type PreviewMode = (typeof CODE.previewModes)[number];

interface VibeCodingState {
  isOpen: boolean;
  language: CodeLanguage;
  /** The code of each language the user has written in (a language's starter until then). */
  codes: Partial<Record<CodeLanguage, string>>;
  /** The last CODE.recentExecutions runs, newest first. */
  executions: RecentRun[];
  previewSize: PreviewSize;
  previewMode: PreviewMode;
  /** The AI code editor's requests and answers, oldest first. */
  assistantNotes: AssistantNote[];
  setLanguage: (language: CodeLanguage) => void;
  setCode: (code: string) => void;
  recordExecution: (execution: RecentRun) => void;
  setPreviewSize: (size: PreviewSize) => void;
  setPreviewMode: (mode: PreviewMode) => void;
  /** Puts `code` in the editor of `language` and shows that language (an AI edit, a chat answer). */
  replaceCode: (language: CodeLanguage, code: string) => void;
  addAssistantNote: (role: AssistantNote['role'], content: string) => void;
}

/**
 * Vibe-Coding's state, kept under STORAGE_KEYS.vibeCoding so a reload loses neither the code nor
 * the recent runs; whether the overlay is open is not kept.
 */
export const useVibeCodingStore = create<VibeCodingState>()(
  persist(
    (set) => ({
      isOpen: false,
      language: 'javascript',
      codes: {},
      executions: [],
      previewSize: 'medium',
      previewMode: 'auto',
      assistantNotes: [],
      setLanguage: (language) => set({ language }),
      setCode: (code) => set((state) => ({ codes: { ...state.codes, [state.language]: code } })),
      recordExecution: (execution) =>
        set((state) => ({
          executions: [execution, ...state.executions].slice(0, CODE.recentExecutions),
        })),
      setPreviewSize: (previewSize) => set({ previewSize }),
      setPreviewMode: (previewMode) => set({ previewMode }),
      replaceCode: (language, code) =>
        set((state) => ({ language, codes: { ...state.codes, [language]: code } })),
      addAssistantNote: (role, content) =>
        set((state) => ({
          assistantNotes: [
            ...state.assistantNotes,
            { id: createId(), role, content, timestamp: new Date().toISOString() },
          ].slice(-ASSISTANT_NOTES_KEPT),
        })),
    }),
    {
      name: STORAGE_KEYS.vibeCoding,
      version: 0,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ isOpen: _open, ...kept }) => kept,
    },
  ),
);

/** The code of the chosen language: what the user wrote, or its starter. */
export function currentCode(state: Pick<VibeCodingState, 'language' | 'codes'>): string {
  return state.codes[state.language] ?? LANGUAGE_DETAILS[state.language].starter;
}

/**
 * Opens Vibe-Coding (the header's button, the phone menu's Vibe-Coding), with `code` in the editor
 * when given (a chat answer's 'Open in Vibe-Coding'). The month's code generations never keep it
 * closed: writing, running (an allowance of its own) and the built-in edits need none, and a
 * generation past the allowance is refused by the server with the code limit dialog.
 */
export function openVibeCoding(code?: { code: string; language: CodeLanguage }): void {
  if (code) useVibeCodingStore.getState().replaceCode(code.language, code.code);
  useVibeCodingStore.setState({ isOpen: true });
}

export function closeVibeCoding(): void {
  useVibeCodingStore.setState({ isOpen: false });
}
