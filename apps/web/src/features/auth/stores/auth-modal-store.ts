import { create } from 'zustand';

/** The Auth modal's two tabs (000 §2 Auth modal), and the 'Forgot password?' view of Sign In. */
export type AuthModalTab = 'sign-in' | 'sign-up' | 'forgot-password';

interface AuthModalState {
  isOpen: boolean;
  /** Whether it was ever opened on this page: its code is loaded only from then on. */
  hasOpened: boolean;
  tab: AuthModalTab;
  /** A problem to show above the forms, e.g. why a Google sign-in did not complete. */
  notice: string | null;
  open: (options?: { tab?: AuthModalTab; notice?: string }) => void;
  setTab: (tab: AuthModalTab) => void;
  close: () => void;
}

const CLOSED_STATE = { isOpen: false, hasOpened: false, tab: 'sign-in', notice: null } as const;

/** Whether the Auth modal is open, on which tab, and with which notice (UI state only). */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  ...CLOSED_STATE,
  open: ({ tab = 'sign-in', notice } = {}) =>
    set({ isOpen: true, hasOpened: true, tab, notice: notice ?? null }),
  setTab: (tab) => set({ tab }),
  close: () => set({ isOpen: false, notice: null }),
}));

/** Opens the Auth modal from anywhere (a header button, a limit dialog, a sign-in return). */
export function openAuthModal(options?: { tab?: AuthModalTab; notice?: string }): void {
  useAuthModalStore.getState().open(options);
}
