import { useShallow } from 'zustand/react/shallow';
import type { User } from '@polymath/shared';
import { useAuthStore, type ExpiredSession } from '../stores/auth-store';

/** What the app shows about the signed-in person. */
export interface AuthSession {
  user: User | null;
  isAuthenticated: boolean;
  /** True while a stored token or a sign-in return is being checked with the server. */
  isLoading: boolean;
}

/** The current session for display (header, settings, onboarding); the server still decides. */
export function useAuthSession(): AuthSession {
  return useAuthStore(
    useShallow(({ user, isAuthenticated, isLoading }) => ({ user, isAuthenticated, isLoading })),
  );
}

/** The account whose session the server ended while this browser held it, if any. */
export function useExpiredSession(): ExpiredSession | null {
  return useAuthStore((state) => state.expiredSession);
}
