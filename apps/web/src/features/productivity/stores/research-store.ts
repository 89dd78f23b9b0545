import { create } from 'zustand';
import type { ResearchResultView } from '../logic/research-result';

interface ResearchState {
  /** The last research's results card, until 'Clear Results' or sign-out. */
  result: ResearchResultView | null;
  setResult: (result: ResearchResultView) => void;
  clearResult: () => void;
}

/** The research results card, kept while the dialog is closed (it took a while to make). */
export const useResearchStore = create<ResearchState>()((set) => ({
  result: null,
  setResult: (result) => set({ result }),
  clearResult: () => set({ result: null }),
}));
