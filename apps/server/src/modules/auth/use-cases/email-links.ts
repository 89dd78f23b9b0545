import {
  AppError,
  EMAIL_LINK_INVALID_MESSAGE,
  EMAIL_LINKS,
  type ResetPasswordRequest,
  type VerificationLink,
  type VerifyEmailRequest,
} from '@polymath/shared';
import type { Database } from '../../../db/client';
import type { EmailLinkPurpose } from '../../../db/schema';
import type { UserCaller } from '../../../identity/caller';
import { clientNetworkOf } from '../../../identity/client-network';
import type { RateLimiter } from '../../../limits/rate-limiter';
import type { AccountWriter } from '../account-access';
import type { EmailLinkMailer } from '../email-link-mailer';
import { consumeEmailLink, findEmailLink } from '../email-links.repository';
import { normaliseEmail } from '../email';
import { hashPassword } from '../password';
import { hashSessionToken } from '../session-token';
import {
  findUserByEmail,
  findUserById,
  setPasswordOfVerifiedOwner,
  type UserRow,
  verifyEmailWithPassword,
} from '../users.repository';

/** What the e-mailed links need of the rest of the auth module. */
export interface EmailLinkDeps {
  db: Database;
  mailer: EmailLinkMailer;
  rates: RateLimiter;
  /** A new session and device token for an owner who proved the address. */
  signIn(row: UserRow): Promise<{ token: string; caller: UserCaller; deviceToken?: string }>;
  /** Ends every session, device, mailed link and secret of the account (see account-access.ts). */
  endAccountAccess(tx: AccountWriter, userId: string): Promise<void>;
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
 * What a verification link opens: its address, and whether that address is verified already (the
 * link was used, or the address proven another way; mail apps and people open links twice). Any
 * other used, expired or unknown link is 400. Nothing is used up.
 */
export async function readVerificationLink(
  deps: EmailLinkDeps,
  token: string,
): Promise<VerificationLink> {
  const link = await findEmailLink(deps.db, hashSessionToken(token), 'verify-email');
  const account = link && (await findUserById(deps.db, link.userId));
  // A link proves only the address it was sent to, and only while it is the account's.
  if (!link || !account || account.email !== link.email) throw linkInvalid();
  if (account.emailVerified) return { email: link.email, isVerified: true };
  if (link.isUsable) return { email: link.email, isVerified: false };
  throw linkInvalid();
}

/**
 * Proves the address with a verification link and sets the password its holder chose. Whoever
 * registered the address may not own it (a stranger can register someone else's address first,
 * an admin's above all): in one transaction the link is used, the address recorded as proven, the
 * password replaced and every session, device, mailed link and secret of the account ended. Then
 * this browser is signed in, the only one holding the account.
 */
export async function verifyEmail(
  deps: EmailLinkDeps,
  request: VerifyEmailRequest,
): Promise<{ token: string; caller: UserCaller; deviceToken?: string }> {
  const passwordHash = await hashPasswordForLink(deps, request, 'verify-email');
  const account = await deps.db.transaction(async (tx) => {
    const link = await consumeEmailLink(tx, hashSessionToken(request.token), 'verify-email');
    if (!link) return undefined;
    const verified = await verifyEmailWithPassword(tx, link.userId, link.email, passwordHash);
    if (!verified) return undefined;
    await deps.endAccountAccess(tx, verified.id);
    return verified;
  });
  if (!account) throw linkInvalid();
  return deps.signIn(account);
}

/**
 * The hash of the password sent with a link, once the link looks usable: a made-up token costs
 * the server no password hash. (The transaction that uses the link decides; this only filters.)
 */
async function hashPasswordForLink(
  deps: EmailLinkDeps,
  request: { token: string; password: string },
  purpose: EmailLinkPurpose,
): Promise<string> {
  const link = await findEmailLink(deps.db, hashSessionToken(request.token), purpose);
  if (!link?.isUsable) throw linkInvalid();
  return hashPassword(request.password);
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
 * the address recorded as proven and every session, device, mailed link and secret of the account
 * ended, as a verification does. Then this browser is signed in.
 */
export async function resetPassword(
  deps: EmailLinkDeps,
  request: ResetPasswordRequest,
): Promise<{ token: string; caller: UserCaller; deviceToken?: string }> {
  const passwordHash = await hashPasswordForLink(deps, request, 'reset-password');
  const account = await deps.db.transaction(async (tx) => {
    const link = await consumeEmailLink(tx, hashSessionToken(request.token), 'reset-password');
    if (!link) return undefined;
    const updated = await setPasswordOfVerifiedOwner(tx, link.userId, link.email, passwordHash);
    if (!updated) return undefined;
    await deps.endAccountAccess(tx, updated.id);
    return updated;
  });
  if (!account) throw linkInvalid();
  return deps.signIn(account);
}
