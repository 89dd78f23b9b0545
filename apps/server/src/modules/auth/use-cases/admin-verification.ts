import {
  ADMIN_CODE_INVALID_MESSAGE,
  ADMIN_VERIFICATION_CODE,
  AppError,
  type VerifyEmailWithCodeRequest,
} from '@polymath/shared';
import { clientNetworkOf } from '../../../identity/client-network';
import type { AdminVerificationCode } from '../admin-verification-code';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../attempt-limiter';
import { normaliseEmail } from '../email';
import { hashPassword } from '../password';
import { isAdminEmail } from '../plan';
import { findUserByEmail, findVerifiedEmails, verifyEmailWithPassword } from '../users.repository';
import type { EmailLinkDeps } from './email-links';

/** What verifying with the server's one-time code needs, besides what the mailed links need. */
export interface AdminVerificationDeps extends EmailLinkDeps {
  /** Normalised ADMIN_EMAILS. */
  adminEmails: readonly string[];
  code: AdminVerificationCode;
}

const HOUR_SECONDS = 60 * 60;

export const adminCodeKeys = {
  // Per code: a restart's new code starts with fresh tries, so a stranger typing the address
  // cannot keep its owner out for longer than one code's life.
  address: (codeId: string, email: string) => `admin-code:${codeId}:email:${email}`,
  // An IPv6 client by its /64, so rotating addresses within it tries no more.
  client: (address: string) => `admin-code:client:${clientNetworkOf(address)}`,
};

function codeInvalid(): AppError {
  return new AppError('LINK_INVALID', { message: ADMIN_CODE_INVALID_MESSAGE });
}

/**
 * At start, on a server that sends no mail: while an `ADMIN_EMAILS` address has no verified
 * account, writes a one-time code for whoever runs the server, so the first administrator can
 * verify without a mail server. Otherwise any code file an earlier run left is removed.
 */
export async function offerAdminVerificationCode(
  deps: Pick<AdminVerificationDeps, 'db' | 'adminEmails' | 'code'>,
  options: { sendsMail: boolean },
): Promise<void> {
  const verified = deps.adminEmails.length
    ? await findVerifiedEmails(deps.db, deps.adminEmails)
    : [];
  const isWaiting =
    !options.sendsMail && deps.adminEmails.some((email) => !verified.includes(email));
  if (isWaiting) await deps.code.issue();
  else await deps.code.withdraw();
}

/**
 * Proves an `ADMIN_EMAILS` address with the server's one-time code and sets the password the
 * code's holder chose, as a verification link does: in one transaction the address is recorded
 * as proven, the password replaced and every session, device, mailed link and secret of the
 * account ended; then this browser is signed in. The code works once.
 *
 * Each try is counted before anything is checked, per address (for this code) and per client
 * network, and a wrong code counts against the code itself. Every refusal is the same answer,
 * and nothing about the address is looked up before the code is found right, so a try tells a
 * stranger nothing about which addresses have accounts.
 */
export async function verifyEmailWithCode(
  deps: AdminVerificationDeps,
  request: VerifyEmailWithCodeRequest,
  clientAddress: string,
): ReturnType<EmailLinkDeps['signIn']> {
  const email = normaliseEmail(request.email);
  const isAllowed = await deps.rates.take([
    {
      key: adminCodeKeys.client(clientAddress),
      windowSeconds: HOUR_SECONDS,
      limit: ADMIN_VERIFICATION_CODE.triesPerClientPerHour,
    },
    {
      key: adminCodeKeys.address(deps.code.id, email),
      windowSeconds: HOUR_SECONDS,
      limit: ADMIN_VERIFICATION_CODE.triesPerAddressPerHour,
    },
  ]);
  if (!isAllowed) throw new AppError('RATE_LIMITED', { message: TOO_MANY_ATTEMPTS_MESSAGE });
  if (!deps.code.matches(request.code)) throw codeInvalid();

  const account = await findUserByEmail(deps.db, email);
  if (!account || account.emailVerified || !isAdminEmail(email, deps.adminEmails)) {
    throw codeInvalid();
  }
  const passwordHash = await hashPassword(request.password);
  // Taken only now, for an address it can verify: a slip of the address does not spend it.
  if (!deps.code.use(request.code)) throw codeInvalid();
  await deps.code.withdraw();
  const verified = await deps.db.transaction(async (tx) => {
    const row = await verifyEmailWithPassword(tx, account.id, account.email, passwordHash);
    if (row) await deps.endAccountAccess(tx, row.id);
    return row;
  });
  if (!verified) throw codeInvalid();
  return deps.signIn(verified);
}
