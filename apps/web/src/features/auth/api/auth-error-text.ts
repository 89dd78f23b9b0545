import type { ApiFailure } from '@/lib/api-result';

/** Shown for a sign-in or registration the server never answered (000 §8 Login). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';
/** Shown when a sign-in fails without a message from the server (000 §8 Login). */
export const LOGIN_FAILED_MESSAGE = 'Login failed';
/** Shown when a registration fails without a message from the server (000 §8 Registration). */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

/**
 * The text for a failed login or registration: the network message when no answer came (status 0),
 * the server's own error text when it sent one in the API's error shape, else `fallback`.
 */
export function describeAuthFailure(result: ApiFailure, fallback: string): string {
  if (result.status === 0) return NETWORK_ERROR_MESSAGE;
  // Without a code the body was not ours (a proxy page, a gateway error): its text means nothing here.
  return result.error.code && result.error.message ? result.error.message : fallback;
}
