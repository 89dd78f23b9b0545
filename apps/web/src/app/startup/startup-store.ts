import { create } from 'zustand';

interface StartupState {
  /** The splash finished its timeline and is fading out; the intro plays beneath it. */
  isSplashComplete: boolean;
  /** The splash faded out and left the DOM. */
  isSplashRemoved: boolean;
  /** The intro animation finished (or was skipped). */
  isIntroDone: boolean;
  completeSplash: () => void;
  removeSplash: () => void;
  finishIntro: () => void;
}

/** The state before anything has run: the splash is showing. */
export const STARTUP_INITIAL_STATE = {
  isSplashComplete: false,
  isSplashRemoved: false,
  isIntroDone: false,
} as const;

/**
 * Where the page load is in its startup sequence (splash, intro, app). Module state on purpose: the
 * sequence plays once per page load, not again when the user navigates back to the app.
 */
export const useStartupStore = create<StartupState>()((set) => ({
  ...STARTUP_INITIAL_STATE,
  completeSplash: () => set({ isSplashComplete: true }),
  removeSplash: () => set({ isSplashRemoved: true }),
  finishIntro: () => set({ isIntroDone: true }),
}));

/** The app is ready once the splash is gone and the intro is over. */
export function selectIsAppReady(state: StartupState): boolean {
  return state.isSplashRemoved && state.isIntroDone;
}

/** Whether the app is visible and usable (startup over). */
export function useIsAppReady(): boolean {
  return useStartupStore(selectIsAppReady);
}
