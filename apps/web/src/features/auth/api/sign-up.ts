import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerContract, type RegisterRequest } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { useAuthStore } from '../stores/auth-store';
import { rememberDeviceToken } from '../stores/sign-in-devices';
import { describeAuthFailure, REGISTRATION_FAILED_MESSAGE } from './auth-error-text';

/**
 * POST /auth/register: the new account's session, or the §8 text of why not (thrown). The device
 * token of this first sign-in is kept for the next one.
 */
export async function signUp(body: RegisterRequest) {
  const result = await apiClient.call(registerContract, { body });
  const session = unwrapResult(result, (failure) =>
    describeAuthFailure(failure, REGISTRATION_FAILED_MESSAGE),
  );
  if (session.deviceToken) rememberDeviceToken(body.email, session.deviceToken);
  return session;
}

/** Creates an account and signs in with it at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      useAuthStore.getState().startSession(session);
      showToast({
        title: 'Welcome! Please verify your e-mail address',
        description: `We sent a link to ${session.user.email}.`,
      });
      // Not awaited: the modal closes at once while the rest of the page catches up.
      void queryClient.invalidateQueries();
    },
  });
}
