import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NO_MAIL_MESSAGE, registerContract, type RegisterRequest } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
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

/**
 * The welcome after signing up says where the verification link went: mailed, or (on a server
 * without mail) waiting for its administrator to pass on. Asked once the account exists, so
 * the answer is there however soon after opening the form the person signed up.
 */
async function announceSignUp(
  email: string,
  queryClient: ReturnType<typeof useQueryClient>,
): Promise<void> {
  const config = await queryClient.fetchQuery(getPublicConfigQueryOptions()).catch(() => undefined);
  showToast({
    title: 'Welcome! Please verify your e-mail address',
    description: config?.sendsMail === false ? NO_MAIL_MESSAGE : `We sent a link to ${email}.`,
  });
}

/** Creates an account and signs in with it at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      useAuthStore.getState().startSession(session);
      void announceSignUp(session.user.email, queryClient);
      // Not awaited: the modal closes at once while the rest of the page catches up.
      void queryClient.invalidateQueries();
    },
  });
}
