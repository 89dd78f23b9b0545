import { currentUserContract } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '../stores/auth-store';

/**
 * Checks the stored token with GET /auth/me at start (000 §4 Auth: logged out on a failed check).
 * A 401 means the token is no longer valid, so the session ends here too, and a toast says so. No answer (offline) or a
 * server error keeps the cached session: being offline must not sign anyone out.
 */
export async function checkStoredSession(): Promise<void> {
  const { token, setIsLoading } = useAuthStore.getState();
  if (!token) return;
  setIsLoading(true);
  const result = await apiClient.call(currentUserContract);
  const current = useAuthStore.getState();
  // A sign-in or sign-out while the check ran decides; this answer is about a token no longer held.
  if (current.token !== token) return;
  if (result.ok) current.setUser(result.data.user);
  else if (result.status === 401) {
    current.endSession('expired');
    // Not silent: the account's conversations leave the list (kept readable below it), and the
    // user must know why.
    showToast({
      title: 'You were signed out',
      description:
        "Your session ended: the password was changed or the session was closed on another device. Your account's conversations stay readable here until you sign in again.",
    });
  } else console.warn('[auth] Could not check the session; keeping the cached one.', result.error);
  current.setIsLoading(false);
}
