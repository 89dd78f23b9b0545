import { useQueryClient } from '@tanstack/react-query';
import { logoutContract } from '@polymath/shared';
import { useAuthStore } from '../stores/auth-store';
import { createBearerClient } from './bearer-client';

/**
 * Signs out: the local session is cleared at once, then POST /auth/logout revokes the token on the
 * server. A failed revoke is logged and changes nothing here (000 §8 Logout errors): the person
 * asked to be signed out of this browser, and waiting on an unreachable server must not stop that.
 */
export async function signOut(): Promise<void> {
  const { token, endSession } = useAuthStore.getState();
  endSession();
  if (!token) return;
  const result = await createBearerClient(token).call(logoutContract);
  if (!result.ok) {
    console.warn('[auth] Logout failed on the server; signed out locally.', result.error);
  }
}

/** The sign-out action for components; cached server data of the old user is dropped too. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const pending = signOut();
    // Reset, not just invalidate: nothing of the previous user may stay on screen meanwhile.
    await queryClient.resetQueries();
    await pending;
  };
}
