import { openAuthModal, resendVerification, useAuthSession, useSignOut } from '@/features/auth';
import { openCancelSubscription, openPlanChooser } from '@/features/billing';
import type { AccountSectionProps } from '@/features/settings/components/account-section';
import { useSendsMail } from '@/lib/public-config';

/** What Settings → Account and Authentication shows and does, from the auth feature's session. */
export function useAccountSection(): AccountSectionProps {
  const { user, isAuthenticated } = useAuthSession();
  const signOut = useSignOut();
  const sendsMail = useSendsMail();
  return {
    user:
      isAuthenticated && user
        ? {
            name: user.name,
            email: user.email,
            isPremium: user.plan === 'premium',
            emailVerified: user.emailVerified,
            isAdmin: user.isAdmin,
          }
        : null,
    onSignIn: () => openAuthModal(),
    onLogout: () => void signOut(),
    onUpgrade: openPlanChooser,
    onCancelSubscription: openCancelSubscription,
    onResendVerification: resendVerification,
    // Until the configuration says otherwise, the notice speaks of a mailed link.
    sendsMail: sendsMail ?? true,
  };
}
