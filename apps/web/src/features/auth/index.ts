// The Auth modal is not exported here: the app loads it lazily from components/auth-modal.
export { HeaderAccount } from './components/header-account';
export type { AuthModalProps } from './components/auth-modal';
export { useAuthSession, useExpiredSession, type AuthSession } from './hooks/use-auth-session';
export type { ExpiredSession } from './stores/auth-store';
export { useAuthBootstrap } from './hooks/use-auth-bootstrap';
export { SignInChoiceDialog } from './components/sign-in-choice-dialog';
export { useSignOut } from './api/sign-out';
export { openAuthModal, useAuthModalStore } from './stores/auth-modal-store';
export { resetAuthStore } from './stores/auth-store';
export { resendVerification } from './api/email-links';
