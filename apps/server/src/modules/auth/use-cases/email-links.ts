import {
  AppError,
  EMAIL_LINK_INVALID_MESSAGE,
  EMAIL_LINKS,
  type ResetPasswordRequest,
} from '@polymath/shared';
import type { Database } from '../../../db/client';
import type { UserCaller } from '../../../identity/caller';
import { clientNetworkOf } from '../../../identity/client-network';
import type { RateLimiter } from '../../../limits/rate-limiter';
import type { EmailLinkMailer } from '../email-link-mailer';
import { consumeEmailLink, findEmailLink, retireEmailLinks } from '../email-links.repository';
import { normaliseEmail } from '../email';
import { hashPassword } from '../password';
import { hashSessionToken } from '../session-token';
import { revokeUserTokens } from '../tokens.repository';
import {
  findUserByEmail,
  findUserById,
  setPasswordOfVerifiedOwner,
  type UserRow,
  verifyCurrentEmail,
} from '../users.repository';

/** What the e-mailed links need of the rest of the auth module. */
export interface EmailLinkDeps {
  db: Database;
  mailer: EmailLinkMailer;
  rates: RateLimiter;
  toCaller(row: UserRow): Promise<UserCaller>;
  /** A new session and device token for an owner who proved the address. */
  signIn(row: UserRow): Promise<{ token: string; caller: UserCaller; deviceToken?: string }>;
}

const HOUR_SECONDS = 60 * 60;

export const emailLinkKeys = {
  verification: (userId: string) => `verify-mail:user:${userId}`,
  resetForEmail: (email: string) => `reset-mail:email:${email}`,
  // An IPv6 client by its /64, so rotating addresses within it asks no more.
  resetFromClient: (address: string) => `reset-mail:client:${clientNetworkOf(address)}`,
};

/** 429 text when an account asks for verification mails too often. */
export const TOO_MANY_VERIFICATION_MAILS_MESSAGE =
  'A verification link was sent several times in the last hour. Please check your inbox and spam folder, or try again later.';
/** 429 text when one client asks for many reset mails. */
export const TOO_MANY_RESET_REQUESTS_MESSAGE =
  'Too many password reset requests from this network. Please try again later.';

function linkInvalid(): AppError {
  return new AppError('LINK_INVALID', { message: EMAIL_LINK_INVALID_MESSAGE });
}

/**
 * Proves the address with a verification link. A link opened again after it worked answers the
 * same (mail apps and people open links twice); any other used, expired or unknown link is 400.
 */
export async function verifyEmail(deps: EmailLinkDeps, token: string): Promise<UserCaller> {
  const tokenHash = hashSessionToken(token);
  const link = await consumeEmailLink(deps.db, tokenHash, 'verify-email');
  if (link) {
    const verified = await verifyCurrentEmail(deps.db, link.userId, link.email);
    if (!verified) throw linkInvalid();
    await retireEmailLinks(deps.db, verified.id, 'verify-email');
    return deps.toCaller(verified);
  }
  const earlier = await findEmailLink(deps.db, tokenHash, 'verify-email');
  const owner = earlier && (await findUserById(deps.db, earlier.userId));
  if (owner?.emailVerified && owner.email === earlier?.email) return deps.toCaller(owner);
  throw linkInvalid();
}

/** Mails a new verification link to a signed-in user whose address is not proven yet. */
export async function resendVerification(deps: EmailLinkDeps, caller: UserCaller): Promise<void> {
  if (caller.user.emailVerified) return;
  const allowed = await deps.rates.take([
    {
      key: emailLinkKeys.verification(caller.user.id),
      windowSeconds: HOUR_SECONDS,
      limit: EMAIL_LINKS.verificationsPerHour,
    },
  ]);
  if (!allowed)
    throw new AppError('RATE_LIMITED', { message: TOO_MANY_VERIFICATION_MAILS_MESSAGE });
  await deps.mailer.queue(caller.user.id, 'verify-email');
}

/**
 * Mails a reset link when the address has an account. The answer never tells whether it has:
 * the same work is done and the same answer given either way. Past a few mails an hour to one
 * address, further requests are dropped quietly (the owner already has a working link), so a
 * stranger can neither flood an inbox nor keep its owner from resetting.
 */
export async function requestPasswordReset(
  deps: EmailLinkDeps,
  email: string,
  clientAddress: string,
): Promise<void> {
  const fromClient = await deps.rates.take([
    {
      key: emailLinkKeys.resetFromClient(clientAddress),
      windowSeconds: HOUR_SECONDS,
      limit: EMAIL_LINKS.resetRequestsPerClientPerHour,
    },
  ]);
  if (!fromClient) throw new AppError('RATE_LIMITED', { message: TOO_MANY_RESET_REQUESTS_MESSAGE });
  const address = normaliseEmail(email);
  const isDue = await deps.rates.take([
    {
      key: emailLinkKeys.resetForEmail(address),
      windowSeconds: HOUR_SECONDS,
      limit: EMAIL_LINKS.resetsPerAddressPerHour,
    },
  ]);
  const account = await findUserByEmail(deps.db, address);
  if (account && isDue) await deps.mailer.queue(account.id, 'reset-password');
}

/**
 * Sets a new password with a reset link: in one transaction the link is used, the password set,
 * the address recorded as proven, the account's other reset links retired and every session
 * revoked. Then this browser is signed in.
 */
export async function resetPassword(
  deps: EmailLinkDeps,
  request: ResetPasswordRequest,
): Promise<{ token: string; caller: UserCaller; deviceToken?: string }> {
  const passwordHash = await hashPassword(request.password);
  const account = await deps.db.transaction(async (tx) => {
    const link = await consumeEmailLink(tx, hashSessionToken(request.token), 'reset-password');
    if (!link) return undefined;
    const updated = await setPasswordOfVerifiedOwner(tx, link.userId, link.email, passwordHash);
    if (!updated) return undefined;
    await retireEmailLinks(tx, updated.id, 'reset-password');
    await revokeUserTokens(tx, updated.id);
    return updated;
  });
  if (!account) throw linkInvalid();
  return deps.signIn(account);
}
