import { verifyTokenContract, type GoogleSignInError } from '@polymath/shared';
import { useAuthStore } from '../stores/auth-store';
import { createBearerClient } from './bearer-client';

/** The server answered that the returned token is not valid (000 §8 Third-party sign-in). */
export const TOKEN_NOT_VERIFIED_MESSAGE = 'Authentication failed. Please try again.';
/** The verify call itself failed: no answer or a server error (000 §8 Third-party sign-in). */
export const VERIFY_FAILED_MESSAGE =
  'Google sign-in failed. Please try again or use email/password.';
/** The callback reported that the provider's sign-in failed (000 §8 Third-party sign-in). */
export const GOOGLE_SIGN_IN_FAILED_MESSAGE = 'Google sign-in failed. Please try again.';
/** The callback could not reach the provider, or it is not set up (000 §8 redirect failure). */
export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Google sign-in temporarily unavailable. Please use email/password.';

const HTTP_SERVER_ERROR = 500;

/**
 * Completes a third-party sign-in: POST /api/auth/verify with the token from the `token` query
 * parameter as bearer, and on success stores it as the session. Returns the §8 text of what went
 * wrong, or null when signed in.
 */
export async function verifySignInToken(token: string): Promise<string | null> {
  const { setIsLoading, startSession } = useAuthStore.getState();
  setIsLoading(true);
  const result = await createBearerClient(token).call(verifyTokenContract);
  if (result.ok) {
    startSession({ token, user: result.data.user });
    return null;
  }
  setIsLoading(false);
  console.warn('[auth] Google sign-in token was not verified.', result.status, result.error);
  const isCallFailure = result.status === 0 || result.status >= HTTP_SERVER_ERROR;
  return isCallFailure ? VERIFY_FAILED_MESSAGE : TOKEN_NOT_VERIFIED_MESSAGE;
}

/** The §8 text for the callback's `authError` code; an unknown code reads as a plain failure. */
export function describeGoogleSignInError(code: string): string {
  const known: Record<GoogleSignInError, string> = {
    failed: GOOGLE_SIGN_IN_FAILED_MESSAGE,
    unavailable: GOOGLE_UNAVAILABLE_MESSAGE,
  };
  return Object.hasOwn(known, code)
    ? known[code as GoogleSignInError]
    : GOOGLE_SIGN_IN_FAILED_MESSAGE;
}
