import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  forgotPasswordContract,
  resendVerificationContract,
  resetPasswordContract,
  verificationLinkContract,
  verifyEmailContract,
  verifyEmailWithCodeContract,
  type AuthSession,
  type ResetPasswordRequest,
  type VerificationLink,
  type VerifyEmailRequest,
  type VerifyEmailWithCodeRequest,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult, type ApiFailure, type ApiResult } from '@/lib/api-result';
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

/** The session a link or code answered with; its device token is kept for the next sign-in. */
function keepSession(result: ApiResult<AuthSession>): AuthSession {
  const session = unwrapResult(result, describeFailure);
  if (session.deviceToken) rememberDeviceToken(session.user.email, session.deviceToken);
  return session;
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
  return keepSession(await apiClient.call(verifyEmailContract, { body }));
}

/**
 * POST /auth/verify-email/code, on a server without mail: verifies an ADMIN_EMAILS address with
 * the one-time code the server wrote to its data folder, sets the password chosen here and signs
 * this browser in.
 */
export async function verifyEmailWithCode(body: VerifyEmailWithCodeRequest): Promise<AuthSession> {
  return keepSession(await apiClient.call(verifyEmailWithCodeContract, { body }));
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
export async function resetPassword(body: ResetPasswordRequest): Promise<AuthSession> {
  return keepSession(await apiClient.call(resetPasswordContract, { body }));
}

/** A call that ends in a new session: the session starts and server data is refetched as that user. */
function useSessionMutation<Body>(call: (body: Body) => Promise<AuthSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (session) => {
      useAuthStore.getState().startSession(session);
      void queryClient.invalidateQueries();
    },
  });
}

/** Verifies the address and starts the new session. */
export function useVerifyEmail() {
  return useSessionMutation(verifyEmail);
}

/** Verifies with the server's one-time code and starts the new session. */
export function useVerifyEmailWithCode() {
  return useSessionMutation(verifyEmailWithCode);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Resets the password and starts the new session. */
export function useResetPassword() {
  return useSessionMutation(resetPassword);
}
