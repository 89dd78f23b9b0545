import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  forgotPasswordContract,
  resendVerificationContract,
  resetPasswordContract,
  verificationLinkContract,
  verifyEmailContract,
  type AuthSession,
  type ResetPasswordRequest,
  type VerificationLink,
  type VerifyEmailRequest,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult, type ApiFailure } from '@/lib/api-result';
import { useAuthStore } from '../stores/auth-store';
import { rememberDeviceToken } from '../stores/sign-in-devices';
import { NETWORK_ERROR_MESSAGE } from './auth-error-text';

/** Shown when a link call fails without a message from the server. */
export const EMAIL_LINK_FAILED_MESSAGE = 'Something went wrong. Please try again.';

function describeFailure(failure: ApiFailure): string {
  if (failure.status === 0) return NETWORK_ERROR_MESSAGE;
  return failure.error.code && failure.error.message
    ? failure.error.message
    : EMAIL_LINK_FAILED_MESSAGE;
}

/**
 * POST /auth/verify-email/link: which address the mailed link is for, and whether that address is
 * verified already. Uses nothing up.
 */
export async function readVerificationLink(token: string): Promise<VerificationLink> {
  const result = await apiClient.call(verificationLinkContract, { body: { token } });
  return unwrapResult(result, describeFailure);
}

/**
 * POST /auth/verify-email with the link's token and the password its holder chose: the address is
 * verified, every other session of the account ends and this browser is signed in.
 */
export async function verifyEmail(body: VerifyEmailRequest): Promise<AuthSession> {
  const session = unwrapResult(
    await apiClient.call(verifyEmailContract, { body }),
    describeFailure,
  );
  if (session.deviceToken) rememberDeviceToken(session.user.email, session.deviceToken);
  return session;
}

/** Mails a new verification link to the signed-in user. */
export async function resendVerification(): Promise<void> {
  unwrapResult(await apiClient.call(resendVerificationContract), describeFailure);
}

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  unwrapResult(await apiClient.call(forgotPasswordContract, { body: { email } }), describeFailure);
}

/** Sets the new password with the reset link's token and signs this browser in. */
export async function resetPassword(body: ResetPasswordRequest) {
  const session = unwrapResult(
    await apiClient.call(resetPasswordContract, { body }),
    describeFailure,
  );
  if (session.deviceToken) rememberDeviceToken(session.user.email, session.deviceToken);
  return session;
}

/** Verifies the address and starts the new session; server data is refetched as that user. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (session) => {
      useAuthStore.getState().startSession(session);
      void queryClient.invalidateQueries();
    },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Resets the password and starts the new session; server data is refetched as that user. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (session) => {
      useAuthStore.getState().startSession(session);
      void queryClient.invalidateQueries();
    },
  });
}
