import { create } from 'zustand';
import { hasStartupPlayedThisSession, markStartupPlayed } from './startup-session';

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

/** The state once the sequence is over, or when it already played in this session. */
export const STARTUP_FINISHED_STATE = {
  isSplashComplete: true,
  isSplashRemoved: true,
  isIntroDone: true,
} as const;

/** Where a page load starts: the splash, unless the sequence already played in this session. */
export function initialStartupState(): Pick<
  StartupState,
  'isSplashComplete' | 'isSplashRemoved' | 'isIntroDone'
> {
  return hasStartupPlayedThisSession() ? STARTUP_FINISHED_STATE : STARTUP_INITIAL_STATE;
}

/**
 * Where the page load is in its startup sequence (splash, intro, app). Module state on purpose: the
 * sequence plays once per page load, not again when the user navigates back to the app, and once
 * per browser session (a reload goes straight to the app).
 */
export const useStartupStore = create<StartupState>()((set, get) => {
  const settle = (change: Partial<StartupState>) => {
    set(change);
    if (selectIsAppReady(get())) markStartupPlayed();
  };
  return {
    ...initialStartupState(),
    completeSplash: () => settle({ isSplashComplete: true }),
    removeSplash: () => settle({ isSplashRemoved: true }),
    finishIntro: () => settle({ isIntroDone: true }),
  };
});

/** The app is ready once the splash is gone and the intro is over. */
export function selectIsAppReady(
  state: Pick<StartupState, 'isSplashRemoved' | 'isIntroDone'>,
): boolean {
  return state.isSplashRemoved && state.isIntroDone;
}

/** Whether the app is visible and usable (startup over). */
export function useIsAppReady(): boolean {
  return useStartupStore(selectIsAppReady);
}
