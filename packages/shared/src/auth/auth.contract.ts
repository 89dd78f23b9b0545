import { z } from 'zod';
import { defineContract } from '../http/contract';
import {
  AcceptedResponseSchema,
  AuthSessionSchema,
  CurrentUserResponseSchema,
  ExchangeSignInCodeRequestSchema,
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  VerificationLinkRequestSchema,
  VerificationLinkSchema,
  VerifyEmailRequestSchema,
  VerifyEmailWithCodeRequestSchema,
} from './auth.schemas';

/** The third-party sign-in provider's path segment: /auth/google (000 §7). */
export const GOOGLE_SIGN_IN_PATH = '/auth/google';
/** Where the provider sends the browser back with the authorization code. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
/**
 * Where the web app exchanges the callback's one-time code for a session. Under
 * GOOGLE_SIGN_IN_PATH, so the cookie binding the sign-in to its browser comes along.
 */
export const GOOGLE_EXCHANGE_PATH = '/auth/google/exchange';
/**
 * The callback's redirect to `/` carries, on success, a one-time code in the URL fragment under
 * this name (never a session token: 000 §1's `?token=` let any link sign a browser into someone
 * else's account); the fragment never reaches a server log or a Referer header.
 */
export const SIGN_IN_CODE_FRAGMENT_PARAM = 'signInCode';
/** On failure, the redirect's query parameter with a code the web app turns into the §8 texts. */
export const AUTH_ERROR_QUERY_PARAM = 'authError';
/** Why the third-party sign-in did not produce a session, as the callback reports it. */
export const GOOGLE_SIGN_IN_ERRORS = ['failed', 'unavailable'] as const;
export type GoogleSignInError = (typeof GOOGLE_SIGN_IN_ERRORS)[number];

/** The logout answer. */
export const LogoutResponseSchema = AcceptedResponseSchema;

/** Whether this server can sign in with Google: the Auth modal says so when it cannot. */
export const AuthProvidersSchema = z.object({
  google: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** POST /auth/register (000 §7): a new account, signed in at once. */
export const registerContract = defineContract({
  method: 'POST',
  path: '/auth/register',
  summary: 'Create an account and sign in',
  body: RegisterRequestSchema,
  response: AuthSessionSchema,
});

/** POST /auth/login (000 §7). */
export const loginContract = defineContract({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with e-mail and password',
  body: SignInRequestSchema,
  response: AuthSessionSchema,
});

/** POST /auth/logout with the bearer token: revokes that token. */
export const logoutContract = defineContract({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revoke the bearer token',
  response: LogoutResponseSchema,
});

/** GET /auth/me with the bearer token: the user behind it. */
export const currentUserContract = defineContract({
  method: 'GET',
  path: '/auth/me',
  summary: 'The signed-in user',
  response: CurrentUserResponseSchema,
});

/** POST /api/auth/verify with the token of the third-party sign-in redirect as bearer. */
export const verifyTokenContract = defineContract({
  method: 'POST',
  path: '/api/auth/verify',
  summary: 'Check the token a third-party sign-in returned',
  response: CurrentUserResponseSchema,
});

/**
 * POST /auth/google/exchange: trades the one-time code of a finished Google sign-in for a session.
 * Only the browser that started that sign-in can (its binding cookie), once, within minutes.
 */
export const exchangeSignInCodeContract = defineContract({
  method: 'POST',
  path: GOOGLE_EXCHANGE_PATH,
  summary: 'Exchange the one-time code of a Google sign-in for a session',
  body: ExchangeSignInCodeRequestSchema,
  response: AuthSessionSchema,
});

/** GET /api/auth/providers: which sign-in methods this server offers besides e-mail. */
export const authProvidersContract = defineContract({
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'Configured sign-in providers',
  response: AuthProvidersSchema,
});

/**
 * POST /auth/verify-email/link: the address a verification link was sent to and whether it is
 * verified already, so its page can ask for a password or say it is done. It uses nothing up.
 */
export const verificationLinkContract = defineContract({
  method: 'POST',
  path: '/auth/verify-email/link',
  summary: 'Read which address a verification link is for',
  body: VerificationLinkRequestSchema,
  response: VerificationLinkSchema,
});

/**
 * POST /auth/verify-email: proves the address with the token of the mailed link and sets the
 * password its holder chose; signs out every session of the account and signs this browser in.
 */
export const verifyEmailContract = defineContract({
  method: 'POST',
  path: '/auth/verify-email',
  summary: 'Confirm an e-mail address with its verification link and choose the password',
  body: VerifyEmailRequestSchema,
  response: AuthSessionSchema,
});

/**
 * POST /auth/verify-email/code: on a server that sends no mail, proves an `ADMIN_EMAILS` address
 * with the one-time code the server wrote to its data folder and sets the password its
 * administrator chose; signs out every session of the account and signs this browser in.
 */
export const verifyEmailWithCodeContract = defineContract({
  method: 'POST',
  path: '/auth/verify-email/code',
  summary: "Confirm an administrator's address with the server's one-time code (no mail set up)",
  body: VerifyEmailWithCodeRequestSchema,
  response: AuthSessionSchema,
});

/** POST /auth/verify-email/resend with the bearer token: mails a new verification link. */
export const resendVerificationContract = defineContract({
  method: 'POST',
  path: '/auth/verify-email/resend',
  summary: 'Mail a new verification link to the signed-in user',
  response: AcceptedResponseSchema,
});

/**
 * POST /auth/forgot-password: mails a reset link when the address has an account. The answer is
 * the same either way, so it does not tell who has an account.
 */
export const forgotPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Mail a password reset link',
  body: ForgotPasswordRequestSchema,
  response: AcceptedResponseSchema,
});

/**
 * POST /auth/reset-password: sets a new password with the token of the reset link, signs out
 * every other session of the account and signs this browser in.
 */
export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with the token of a reset link',
  body: ResetPasswordRequestSchema,
  response: AuthSessionSchema,
});
