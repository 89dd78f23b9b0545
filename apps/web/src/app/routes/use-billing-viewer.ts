import { openAuthModal, useAuthSession } from '@/features/auth';
import type { BillingViewer } from '@/features/billing';

/** Who the billing dialogs talk to, from the auth session; a guest is asked to sign in first. */
export function useBillingViewer(): BillingViewer {
  const { user, isAuthenticated } = useAuthSession();
  return {
    isSignedIn: isAuthenticated && user !== null,
    isPremium: user?.plan === 'premium',
    onSignInRequired: () =>
      openAuthModal({ tab: 'sign-in', notice: 'Please sign in to upgrade to Premium.' }),
  };
}
