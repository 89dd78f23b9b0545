import { lazy, Suspense } from 'react';
import { useAuthModalStore } from '@/features/auth';
import { openPrivacyDialog } from '@/features/privacy';

// Loaded the first time someone opens it; most visits never do.
const AuthModal = lazy(() => import('@/features/auth/components/auth-modal'));

/**
 * Mounts the Auth modal once it has been opened, and connects its Privacy & Consent Settings button
 * to the Privacy dialog (the auth modal closes first, so only one modal is on screen).
 */
export function AuthModalHost() {
  const hasOpened = useAuthModalStore((state) => state.hasOpened);
  const closeAuthModal = useAuthModalStore((state) => state.close);
  if (!hasOpened) return null;

  const handleOpenPrivacy = () => {
    closeAuthModal();
    openPrivacyDialog();
  };
  return (
    <Suspense fallback={null}>
      <AuthModal onOpenPrivacy={handleOpenPrivacy} />
    </Suspense>
  );
}
