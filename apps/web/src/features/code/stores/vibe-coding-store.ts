import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CODE, type CodeExecution, type CodeLanguage, STORAGE_KEYS } from '@polymath/shared';
import { LANGUAGE_DETAILS } from '../logic/languages';

/** A recent run: its result and the code it ran, to bring both back. */
export type RecentRun = CodeExecution & { code: string };

export type PreviewSize = (typeof CODE.previewSizes)[number];
export type PreviewMode = (typeof CODE.previewModes)[number];

interface VibeCodingState {
  isOpen: boolean;
  language: CodeLanguage;
  /** The code of each language the user has written in (a language's starter until then). */
  codes: Partial<Record<CodeLanguage, string>>;
  /** The last CODE.recentExecutions runs, newest first. */
  executions: RecentRun[];
  /** Runs since the environment was first opened here (000 §4 execution counter). */
  executionCount: number;
  previewSize: PreviewSize;
  previewMode: PreviewMode;
  setLanguage: (language: CodeLanguage) => void;
  setCode: (code: string) => void;
  recordExecution: (execution: RecentRun) => void;
  setPreviewSize: (size: PreviewSize) => void;
  setPreviewMode: (mode: PreviewMode) => void;
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
      executionCount: 0,
      previewSize: 'medium',
      previewMode: 'auto',
      setLanguage: (language) => set({ language }),
      setCode: (code) => set((state) => ({ codes: { ...state.codes, [state.language]: code } })),
      recordExecution: (execution) =>
        set((state) => ({
          executions: [execution, ...state.executions].slice(0, CODE.recentExecutions),
          executionCount: state.executionCount + 1,
        })),
      setPreviewSize: (previewSize) => set({ previewSize }),
      setPreviewMode: (previewMode) => set({ previewMode }),
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

/** Opens Vibe-Coding (the header's button, the phone menu's Vibe-Coding and Start Coding). */
export function openVibeCoding(): void {
  useVibeCodingStore.setState({ isOpen: true });
}

export function closeVibeCoding(): void {
  useVibeCodingStore.setState({ isOpen: false });
}
