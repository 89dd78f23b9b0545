import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginContract, type SignInRequest } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { useAuthStore } from '../stores/auth-store';
import { deviceTokenFor, rememberDeviceToken } from '../stores/sign-in-devices';
import { describeAuthFailure, LOGIN_FAILED_MESSAGE } from './auth-error-text';

/**
 * POST /auth/login with this browser's device token for the account (if it has one): the session,
 * or the §8 text of why not (thrown, for the mutation's error). The device token the server
 * answers with is kept for the next sign-in.
 */
export async function signIn(body: SignInRequest) {
  const deviceToken = deviceTokenFor(body.email);
  const result = await apiClient.call(loginContract, {
    body: { ...body, ...(deviceToken ? { deviceToken } : {}) },
  });
  const session = unwrapResult(result, (failure) =>
    describeAuthFailure(failure, LOGIN_FAILED_MESSAGE),
  );
  if (session.deviceToken) rememberDeviceToken(body.email, session.deviceToken);
  return session;
}

/** Signs in with e-mail and password and stores the session; server data is refetched as that user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      useAuthStore.getState().startSession(session);
      // Not awaited: the modal closes at once while the rest of the page catches up.
      void queryClient.invalidateQueries();
    },
  });
}
