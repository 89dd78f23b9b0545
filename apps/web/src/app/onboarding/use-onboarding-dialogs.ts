import { useEffect, useState } from 'react';
import { STARTUP_DIALOGS } from '@polymath/shared';
import {
  hasAcceptedTerms,
  hasSeenWelcome,
  markWelcomeSeen,
  recordTermsAcceptance,
} from './onboarding-storage';

/** Which onboarding dialog is showing; never two at once. */
export type OnboardingDialog = 'welcome' | 'terms' | null;

/** The onboarding dialogs' state and the answers to them. */
export interface OnboardingDialogs {
  openDialog: OnboardingDialog;
  /** The welcome dialog was closed (Get Started, Escape or outside click): never show it again. */
  closeWelcome: () => void;
  /** The welcome dialog finished closing; the terms dialog may follow. */
  welcomeGone: () => void;
  /** The terms were accepted. */
  acceptTerms: () => void;
}

/**
 * Schedules the welcome dialog (1 s after the app appears, for first-time visitors who are not
 * signed in) and the terms dialog (2 s after, unless accepted). When both are due, the terms wait
 * until the welcome dialog has fully closed.
 */
export function useOnboardingDialogs(
  isAppReady: boolean,
  /** False for a signed-in visitor (or while a session is being checked): the welcome waits. */
  isWelcomeAllowed = true,
): OnboardingDialogs {
  const [isWelcomeDue, setIsWelcomeDue] = useState(false);
  const [isTermsDue, setIsTermsDue] = useState(false);
  const [welcomeState, setWelcomeState] = useState<'pending' | 'closing' | 'done'>(() =>
    hasSeenWelcome() ? 'done' : 'pending',
  );
  const [isTermsAccepted, setIsTermsAccepted] = useState(hasAcceptedTerms);

  useEffect(() => {
    if (!isAppReady) return;
    const welcomeTimer = window.setTimeout(
      () => setIsWelcomeDue(true),
      STARTUP_DIALOGS.welcomeDelayMs,
    );
    const termsTimer = window.setTimeout(() => setIsTermsDue(true), STARTUP_DIALOGS.termsDelayMs);
    return () => {
      window.clearTimeout(welcomeTimer);
      window.clearTimeout(termsTimer);
    };
  }, [isAppReady]);

  const isWelcomeOpen = isWelcomeDue && isWelcomeAllowed && welcomeState === 'pending';
  const isTermsOpen =
    isTermsDue && !isTermsAccepted && welcomeState !== 'closing' && !isWelcomeOpen;

  return {
    openDialog: isWelcomeOpen ? 'welcome' : isTermsOpen ? 'terms' : null,
    closeWelcome: () => {
      markWelcomeSeen();
      setWelcomeState('closing');
    },
    welcomeGone: () => setWelcomeState('done'),
    acceptTerms: () => {
      recordTermsAcceptance();
      setIsTermsAccepted(true);
    },
  };
}
