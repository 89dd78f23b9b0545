import { lazy, Suspense } from 'react';
import { useAuthSession } from '@/features/auth';
import { useIsAppReady } from '../startup/startup-store';
import { useOnboardingDialogs } from './use-onboarding-dialogs';

// Not needed for the first paint: loaded while the visitor takes in the app.
const WelcomeDialog = lazy(() => import('./welcome-dialog'));
const TermsDialog = lazy(() => import('./terms-dialog'));

/** The welcome and terms dialogs of a visitor's first visit, one at a time. */
export function OnboardingDialogs() {
  const isAppReady = useIsAppReady();
  const { isAuthenticated, isLoading } = useAuthSession();
  const { openDialog, closeWelcome, welcomeGone, acceptTerms } = useOnboardingDialogs(
    isAppReady,
    !isAuthenticated && !isLoading,
  );
  if (!isAppReady) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog
        open={openDialog === 'welcome'}
        onClose={closeWelcome}
        onClosed={welcomeGone}
      />
      <TermsDialog open={openDialog === 'terms'} onAccept={acceptTerms} />
    </Suspense>
  );
}
