import {
  exchangeSignInCodeContract,
  logoutContract,
  type GoogleSignInError,
  type User,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { createBearerClient } from './bearer-client';

/** The server did not accept the returned code (000 §8 Third-party sign-in: token not verified). */
export const TOKEN_NOT_VERIFIED_MESSAGE = 'Authentication failed. Please try again.';
/** The exchange call itself failed: no answer or a server error (000 §8 Third-party sign-in). */
export const VERIFY_FAILED_MESSAGE =
  'Google sign-in failed. Please try again or use email/password.';
/** The callback reported that the provider's sign-in failed (000 §8 Third-party sign-in). */
export const GOOGLE_SIGN_IN_FAILED_MESSAGE = 'Google sign-in failed. Please try again.';
/** The callback could not reach the provider, or it is not set up (000 §8 redirect failure). */
export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Google sign-in temporarily unavailable. Please use email/password.';

const HTTP_SERVER_ERROR = 500;

/** A session the server issued, not yet this browser's. */
export interface IssuedSession {
  token: string;
  user: User;
}

/**
 * Trades the one-time code of a Google sign-in return for a session: POST /auth/google/exchange,
 * which only the browser that started the sign-in can do (its cookie). Returns the session, or the
 * §8 text of what went wrong. Nothing is stored here: the caller decides whether to take it.
 */
export async function exchangeSignInCode(
  code: string,
): Promise<{ session: IssuedSession } | { problem: string }> {
  const result = await apiClient.call(exchangeSignInCodeContract, { body: { code } });
  if (result.ok) return { session: { token: result.data.token, user: result.data.user } };
  console.warn('[auth] The Google sign-in code was not accepted.', result.status, result.error);
  const isCallFailure = result.status === 0 || result.status >= HTTP_SERVER_ERROR;
  return { problem: isCallFailure ? VERIFY_FAILED_MESSAGE : TOKEN_NOT_VERIFIED_MESSAGE };
}

/** Ends a session on the server that this browser will not keep (a declined or replaced one). */
export async function revokeSession(token: string): Promise<void> {
  const result = await createBearerClient(token).call(logoutContract);
  if (!result.ok) console.warn('[auth] Could not end a session on the server.', result.error);
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
