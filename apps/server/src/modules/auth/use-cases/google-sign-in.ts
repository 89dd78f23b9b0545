import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@polymath/shared';
import type { OidcClient, OidcIdentity } from '../../../adapters/oidc/oidc-client';
import { OidcUnavailableError } from '../../../adapters/oidc/oidc-unavailable-error';
import type { Database } from '../../../db/client';
import type { AuthService, IssuedSession } from '../auth.service';
import { normaliseEmail } from '../email';
import {
  findLinkedUserId,
  insertPendingSignIn,
  insertSignInCode,
  linkIdentity,
  takePendingSignIn,
  takeSignInCode,
} from '../oauth.repository';
import { hashSessionToken } from '../session-token';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  setPasswordOfVerifiedOwner,
  type UserRow,
} from '../users.repository';

/** The provider name stored with linked identities. */
export const GOOGLE_PROVIDER = 'google';
/** A started sign-in must come back within this time. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
/** The app exchanges a finished sign-in's one-time code within this time, or it lapses. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60_000;

export interface GoogleSignInDeps {
  db: Database;
  /** Null when GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are not configured. */
  oidc: OidcClient | null;
  auth: AuthService;
}

/** Where to send the browser, and the random value its cookie must carry back to the callback. */
export interface StartedSignIn {
  authorizationUrl: string;
  browserBinding: string;
}

/**
 * Starts "Continue with Google": stores state, nonce and PKCE verifier for the callback and returns
 * the provider's authorization URL. NOT_CONFIGURED without credentials, UPSTREAM_FAILED when the
 * provider cannot be discovered.
 */
export async function startGoogleSignIn(
  deps: GoogleSignInDeps,
  redirectUri: string,
): Promise<StartedSignIn> {
  if (!deps.oidc)
    throw new AppError('NOT_CONFIGURED', { message: 'Google sign-in is not configured.' });
  let authorization;
  try {
    authorization = await deps.oidc.createAuthorization(redirectUri);
  } catch (error) {
    if (error instanceof OidcUnavailableError) {
      throw new AppError('UPSTREAM_FAILED', {
        message: 'Google sign-in is unavailable.',
        cause: error,
      });
    }
    throw error;
  }
  const browserBinding = randomBytes(32).toString('base64url');
  await insertPendingSignIn(deps.db, {
    state: authorization.state,
    provider: GOOGLE_PROVIDER,
    codeVerifier: authorization.codeVerifier,
    nonce: authorization.nonce,
    redirectUri,
    browserBindingHash: hashSessionToken(browserBinding),
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  });
  return { authorizationUrl: authorization.url.href, browserBinding };
}

/**
 * Finishes the sign-in from the provider's redirect: the state must belong to a pending sign-in
 * started by this browser (its cookie), unexpired and unused; the provider must confirm the code,
 * PKCE and nonce. Then the account is found or created, and a one-time code returned for the app
 * to exchange (`exchangeSignInCode`): no session exists until the browser that started the
 * sign-in asks for it. Any failure is a 401 UNAUTHENTICATED whose cause says why.
 */
export async function finishGoogleSignIn(
  deps: GoogleSignInDeps,
  callback: { query: URLSearchParams; browserBinding: string | undefined },
): Promise<{ signInCode: string }> {
  if (!deps.oidc)
    throw new AppError('NOT_CONFIGURED', { message: 'Google sign-in is not configured.' });
  const state = callback.query.get('state');
  const pending = state ? await takePendingSignIn(deps.db, state) : undefined;
  if (!pending) throw signInFailed('unknown, used or expired state');
  if (
    !callback.browserBinding ||
    !sameHash(hashSessionToken(callback.browserBinding), pending.browserBindingHash)
  ) {
    throw signInFailed('the sign-in was started by another browser');
  }
  const callbackUrl = new URL(pending.redirectUri);
  callbackUrl.search = callback.query.toString();
  let identity: OidcIdentity;
  try {
    identity = await deps.oidc.completeAuthorization(callbackUrl, pending);
  } catch (error) {
    throw signInFailed('the provider did not confirm the sign-in', error);
  }
  const user = await findOrCreateAccount(deps, identity);
  const signInCode = randomBytes(32).toString('base64url');
  await insertSignInCode(deps.db, {
    codeHash: hashSessionToken(signInCode),
    userId: user.id,
    browserBindingHash: pending.browserBindingHash,
    expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_MS),
  });
  return { signInCode };
}

/**
 * Trades a finished sign-in's one-time code for a session. The code works once, for a few
 * minutes, and only in the browser that started the sign-in: a code sent in a link to someone
 * else (login CSRF: signing a victim into the attacker's account) is refused and used up. Any
 * failure is a 401 UNAUTHENTICATED whose cause says why.
 */
export async function exchangeSignInCode(
  deps: GoogleSignInDeps,
  exchange: { code: string; browserBinding: string | undefined },
): Promise<IssuedSession> {
  const stored = await takeSignInCode(deps.db, hashSessionToken(exchange.code));
  if (!stored) throw signInFailed('unknown, used or expired sign-in code');
  if (
    !exchange.browserBinding ||
    !sameHash(hashSessionToken(exchange.browserBinding), stored.browserBindingHash)
  ) {
    throw signInFailed('the sign-in code belongs to another browser');
  }
  const user = await findUserById(deps.db, stored.userId);
  if (!user) throw signInFailed('the account no longer exists');
  return deps.auth.issueSession(user);
}

/**
 * The account for a provider identity: the one linked to it, else the account with the same
 * address when the provider has verified it (linking the two), else a new password-less account.
 */
async function findOrCreateAccount(
  deps: GoogleSignInDeps,
  identity: OidcIdentity,
): Promise<UserRow> {
  const { db } = deps;
  const linkedId = await findLinkedUserId(db, GOOGLE_PROVIDER, identity.subject);
  const linked = linkedId ? await findUserById(db, linkedId) : undefined;
  if (linked) return linked;
  // Linking by an unverified address would let anyone claim someone else's account.
  if (!identity.email || !identity.emailVerified) {
    throw signInFailed('the provider did not return a verified e-mail address');
  }
  const email = normaliseEmail(identity.email);
  const user =
    (await findUserByEmail(db, email)) ??
    (await insertUser(db, {
      name: identity.name ?? email.split('@')[0] ?? email,
      email,
      passwordHash: null,
      emailVerified: true,
    })) ??
    // Registered by someone else between the two queries: that account is the one.
    (await findUserByEmail(db, email));
  if (!user) throw new Error(`no account for ${email} after creating it`);
  await linkIdentity(db, { provider: GOOGLE_PROVIDER, subject: identity.subject, userId: user.id });
  if (user.emailVerified) return user;
  return claimUnprovenAccount(deps, user);
}

/**
 * The provider proved the address of an account whose address was never proven. Whoever chose its
 * password may have been a stranger registering someone else's address first: the password is
 * dropped and every session, device, mailed link and secret of the account ended, so only the
 * owner keeps the account ('Forgot password?' sets a new password).
 */
async function claimUnprovenAccount(deps: GoogleSignInDeps, user: UserRow): Promise<UserRow> {
  const claimed = await deps.db.transaction(async (tx) => {
    const updated = await setPasswordOfVerifiedOwner(tx, user.id, user.email, null);
    if (updated) await deps.auth.endAccountAccess(tx, user.id);
    return updated;
  });
  if (!claimed) throw signInFailed('the account changed during sign-in');
  return claimed;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function signInFailed(reason: string, cause?: unknown): AppError {
  return new AppError('UNAUTHENTICATED', {
    message: `Google sign-in failed: ${reason}.`,
    cause,
  });
}
