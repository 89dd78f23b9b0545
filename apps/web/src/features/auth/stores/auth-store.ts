import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, UserSchema, type AuthState, type User } from '@polymath/shared';
import { getAuthToken, setAuthToken } from '@/lib/auth-headers';

interface AuthActions {
  /** Stores a fresh session: the token under its own key, the user in the auth state. */
  startSession: (session: { token: string; user: User }) => void;
  /** Replaces the cached user with the server's current answer (plan changes, renames). */
  setUser: (user: User) => void;
  /**
   * Forgets the session in this browser (the token and the cached user). 'expired' when the server
   * ended it (a password reset, a session closed elsewhere), not the person: the account is then
   * remembered as `expiredSession` so its conversations can stay readable until the next sign-in.
   */
  endSession: (reason?: 'signed-out' | 'expired') => void;
  /** Marks the stored token as being checked with the server (or a sign-in return being verified). */
  setIsLoading: (isLoading: boolean) => void;
}

/** An account whose session the server ended while this browser held it. */
export interface ExpiredSession {
  accountId: string;
  name: string;
}

/** The auth store's state and actions. */
export type AuthStore = AuthState & AuthActions & { expiredSession: ExpiredSession | null };

/** A signed-out browser. */
export const SIGNED_OUT_STATE: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
};

// What a cached state may hold: a user only together with a stored token, so a token removed by hand
// (or by another tab's logout) cannot leave a name in the header without a session behind it.
function readPersistedUser(persisted: unknown): User | null {
  const candidate = (persisted as { user?: unknown } | undefined)?.user;
  const parsed = UserSchema.safeParse(candidate);
  return parsed.success && getAuthToken() !== null ? parsed.data : null;
}

/**
 * Who is signed in, as far as this browser knows (000 §3 Auth state). The user and isAuthenticated
 * are kept under STORAGE_KEYS.authState so a reload shows the name at once; the token lives apart
 * under STORAGE_KEYS.authToken (lib/auth-headers). All of it is for display: the server decides
 * from the bearer token on every call.
 */
export const useAuthStore = create<AuthStore>()(
  persist(
    (set) => ({
      ...SIGNED_OUT_STATE,
      expiredSession: null,
      token: getAuthToken(),
      startSession: ({ token, user }) => {
        setAuthToken(token);
        set({ token, user, isAuthenticated: true, isLoading: false, expiredSession: null });
      },
      setUser: (user) => set({ user, isAuthenticated: true }),
      endSession: (reason = 'signed-out') =>
        set((state) => {
          setAuthToken(null);
          const expiredSession =
            reason === 'expired' && state.user
              ? { accountId: state.user.id, name: state.user.name }
              : null;
          return { ...SIGNED_OUT_STATE, expiredSession };
        }),
      setIsLoading: (isLoading) => set({ isLoading }),
    }),
    {
      name: STORAGE_KEYS.authState,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
      merge: (persisted, current) => {
        const user = readPersistedUser(persisted);
        return { ...current, user, isAuthenticated: user !== null, token: getAuthToken() };
      },
    },
  ),
);

/** Puts the store back to a signed-out first visit (tests). */
export function resetAuthStore(): void {
  useAuthStore.setState({ ...SIGNED_OUT_STATE, expiredSession: null });
}
