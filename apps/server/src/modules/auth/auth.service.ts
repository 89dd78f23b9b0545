import {
  AppError,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type User,
  UserPreferencesSchema,
  type VerifyEmailRequest,
  type VerifyEmailWithCodeRequest,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import type { RateLimiter } from '../../limits/rate-limiter';
import { type AccountSecrets, type AccountWriter, endAccountAccess } from './account-access';
import type { AdminVerificationCode } from './admin-verification-code';
import type { AttemptLimiter } from './attempt-limiter';
import type { EmailLinkMailer } from './email-link-mailer';
import { insertDevice, useDevice } from './devices.repository';
import { normaliseEmail } from './email';
import { hashPassword, verifyPassword } from './password';
import { isAdminEmail, type PlanSource, resolvePlan } from './plan';
import { generateSessionToken, hashSessionToken } from './session-token';
import { findUserByActiveToken, insertToken, revokeToken } from './tokens.repository';
import {
  type AdminVerificationDeps,
  offerAdminVerificationCode,
  verifyEmailWithCode,
} from './use-cases/admin-verification';
import {
  type EmailLinkDeps,
  readVerificationLink,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './use-cases/email-links';
import { findUserByEmail, insertUser, type UserRow } from './users.repository';

/** 409 text when registering an address that has an account (000 §8 shows the server's text). */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
/** 401 text for a wrong password and an unknown address alike, so neither reveals accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** A new session: the bearer token (shown once, never stored) and who it belongs to. */
export interface IssuedSession {
  token: string;
  caller: UserCaller;
  /**
   * The browser's device token after a password sign-in or a registration: the proof, on its next
   * sign-in, that the owner signed in from it before (see AttemptLimiter).
   */
  deviceToken?: string;
}

export interface AuthServiceDeps {
  db: Database;
  /** Normalised ADMIN_EMAILS. */
  adminEmails: readonly string[];
  tokenTtlDays: number;
  planSource: PlanSource;
  limiter: AttemptLimiter;
  rates: RateLimiter;
  /** Mails verification and password reset links. */
  mailer: EmailLinkMailer;
  /** The one-time code that verifies an admin's address on a server without mail. */
  adminCode: AdminVerificationCode;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, limiter } = deps;

  async function toCaller(row: UserRow): Promise<UserCaller> {
    const { passwordHash: _secret, ...user } = row;
    // Rights tied to an address need the address proven: registering it is not enough.
    const isAdmin = user.emailVerified && isAdminEmail(user.email, deps.adminEmails);
    const plan = await resolvePlan({ id: user.id, isAdmin }, deps.planSource);
    return { kind: 'user', user, isAdmin, plan };
  }

  /** Issues a fresh bearer token for an account. */
  async function issueSession(row: UserRow): Promise<IssuedSession> {
    const token = generateSessionToken();
    await insertToken(db, {
      tokenHash: hashSessionToken(token),
      userId: row.id,
      expiresAt: new Date(Date.now() + deps.tokenTtlDays * DAY_MS),
    });
    return { token, caller: await toCaller(row) };
  }

  /** A new device token for the account (shown once; only its hash is stored). */
  async function issueDevice(userId: string): Promise<string> {
    const token = generateSessionToken();
    await insertDevice(db, { tokenHash: hashSessionToken(token), userId });
    return token;
  }

  // Other modules' secrets (the calendar feed link), forgotten whenever the sessions are ended.
  const accountSecrets: AccountSecrets[] = [];

  const emailLinks: EmailLinkDeps = {
    db,
    mailer: deps.mailer,
    rates: deps.rates,
    signIn: async (row) => ({
      ...(await issueSession(row)),
      deviceToken: await issueDevice(row.id),
    }),
    endAccountAccess: (tx, userId) => endAccountAccess(tx, userId, accountSecrets),
  };
  const adminVerification: AdminVerificationDeps = {
    ...emailLinks,
    adminEmails: deps.adminEmails,
    code: deps.adminCode,
  };

  return {
    issueSession,

    /** Adds another module's secrets to those ended with the account's sessions. */
    addAccountSecrets(holder: AccountSecrets): void {
      accountSecrets.push(holder);
    },

    /**
     * Ends every session, device, mailed link and secret of the account, inside the transaction of
     * whoever proved the address (see account-access.ts).
     */
    endAccountAccess: (tx: AccountWriter, userId: string) =>
      emailLinks.endAccountAccess(tx, userId),

    /** Creates an account and signs it in; 409 CONFLICT when the address has one. */
    async register(request: RegisterRequest, clientAddress: string): Promise<IssuedSession> {
      // Probing which addresses have accounts counts as a failure of this client.
      const attempt = await limiter.registration(clientAddress);
      const created = await insertUser(db, {
        name: request.name.trim(),
        email: normaliseEmail(request.email),
        passwordHash: await hashPassword(request.password),
        emailVerified: false,
      });
      if (!created) throw new AppError('CONFLICT', { message: EMAIL_TAKEN_MESSAGE });
      await attempt.succeeded();
      await deps.mailer.queue(created.id, 'verify-email');
      return emailLinks.signIn(created);
    },

    /** A verification link's address and whether it is verified (LINK_INVALID otherwise). */
    readVerificationLink: (token: string) => readVerificationLink(emailLinks, token),

    /**
     * Proves the address with its verification link and sets the password the link's holder
     * chose; ends every session of the account and signs this browser in (LINK_INVALID otherwise).
     */
    verifyEmail: (request: VerifyEmailRequest): Promise<IssuedSession> =>
      verifyEmail(emailLinks, request),

    /**
     * On a server that sends no mail, writes the administrator's one-time code while an
     * ADMIN_EMAILS address is unverified (see offerAdminVerificationCode).
     */
    offerAdminVerificationCode: (options: { sendsMail: boolean }) =>
      offerAdminVerificationCode(adminVerification, options),

    /**
     * Proves an ADMIN_EMAILS address with the server's one-time code and sets the password its
     * holder chose; ends every session of the account and signs this browser in (LINK_INVALID
     * otherwise, 429 past the tries).
     */
    verifyEmailWithCode: (
      request: VerifyEmailWithCodeRequest,
      clientAddress: string,
    ): Promise<IssuedSession> => verifyEmailWithCode(adminVerification, request, clientAddress),

    /** Mails a new verification link to a signed-in user (429 past a few an hour). */
    resendVerification: (caller: UserCaller) => resendVerification(emailLinks, caller),

    /** Mails a reset link if the address has an account; the answer is the same either way. */
    requestPasswordReset: (email: string, clientAddress: string) =>
      requestPasswordReset(emailLinks, email, clientAddress),

    /** Sets a new password with a reset link, revokes every session and signs this browser in. */
    resetPassword: (request: ResetPasswordRequest): Promise<IssuedSession> =>
      resetPassword(emailLinks, request),

    /**
     * Signs in with e-mail and password; 401 for a wrong pair, 429 past the attempt limits. The
     * attempt is counted before the password is checked (see AttemptLimiter).
     */
    async login(request: SignInRequest, clientAddress: string): Promise<IssuedSession> {
      const email = normaliseEmail(request.email);
      const device = request.deviceToken
        ? {
            token: request.deviceToken,
            userId: await useDevice(db, hashSessionToken(request.deviceToken)),
          }
        : undefined;
      const row = await findUserByEmail(db, email);
      const isRecognisedDevice = row !== undefined && device?.userId === row.id;
      const attempt = await limiter.signIn({ email, clientAddress, isRecognisedDevice });
      // Always run one argon2 verification, so an unknown address answers as slowly as a known one.
      const matches = await verifyPassword(row?.passwordHash ?? null, request.password);
      if (!row || !matches) {
        throw new AppError('UNAUTHENTICATED', { message: INVALID_CREDENTIALS_MESSAGE });
      }
      await attempt.succeeded();
      const deviceToken = isRecognisedDevice && device ? device.token : await issueDevice(row.id);
      return { ...(await issueSession(row)), deviceToken };
    },

    /** Revokes a token; false when it was not an active token. */
    logout(token: string): Promise<boolean> {
      return revokeToken(db, hashSessionToken(token));
    },

    /** The signed-in caller behind a bearer token, or null when it is unknown, expired or revoked. */
    async resolveUser(token: string): Promise<UserCaller | null> {
      const row = await findUserByActiveToken(db, hashSessionToken(token));
      return row ? toCaller(row) : null;
    },
  };
}

/** The user as the API shows it (000 §3), with the plan the server decided. */
export function toPublicUser(caller: UserCaller): User {
  const { user } = caller;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    // Stored preferences are partial; the shared schema fills in the spec's defaults.
    preferences: UserPreferencesSchema.parse(user.preferences),
    plan: caller.plan,
    isAdmin: caller.isAdmin,
  };
}
