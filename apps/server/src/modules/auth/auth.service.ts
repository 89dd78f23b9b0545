import {
  AppError,
  type RegisterRequest,
  type SignInRequest,
  type User,
  UserPreferencesSchema,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import { type AttemptLimiter, attemptKeys } from './attempt-limiter';
import { normaliseEmail } from './email';
import { hashPassword, verifyPassword } from './password';
import { isAdminEmail, type PlanSource, resolvePlan } from './plan';
import { generateSessionToken, hashSessionToken } from './session-token';
import { findUserByActiveToken, insertToken, revokeToken } from './tokens.repository';
import { findUserByEmail, insertUser, type UserRow } from './users.repository';

/** 409 text when registering an address that has an account (000 §8 shows the server's text). */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
/** 401 text for a wrong password and an unknown address alike, so neither reveals accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** A new session: the bearer token (shown once, never stored) and who it belongs to. */
export interface IssuedSession {
  token: string;
  caller: UserCaller;
}

export interface AuthServiceDeps {
  db: Database;
  /** Normalised ADMIN_EMAILS. */
  adminEmails: readonly string[];
  tokenTtlDays: number;
  planSource: PlanSource;
  limiter: AttemptLimiter;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, limiter } = deps;

  async function toCaller(row: UserRow): Promise<UserCaller> {
    const { passwordHash: _secret, ...user } = row;
    const isAdmin = isAdminEmail(user.email, deps.adminEmails);
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

  return {
    issueSession,

    /** Creates an account and signs it in; 409 CONFLICT when the address has one. */
    async register(request: RegisterRequest, clientAddress: string): Promise<IssuedSession> {
      const keys = [attemptKeys.client(clientAddress)];
      await limiter.assertAllowed(keys);
      const created = await insertUser(db, {
        name: request.name.trim(),
        email: normaliseEmail(request.email),
        passwordHash: await hashPassword(request.password),
        emailVerified: false,
      });
      if (!created) {
        // Probing which addresses have accounts counts as a failure of this client.
        await limiter.recordFailure(keys);
        throw new AppError('CONFLICT', { message: EMAIL_TAKEN_MESSAGE });
      }
      return issueSession(created);
    },

    /** Signs in with e-mail and password; 401 for a wrong pair, 429 after repeated failures. */
    async login(request: SignInRequest, clientAddress: string): Promise<IssuedSession> {
      const email = normaliseEmail(request.email);
      const emailKey = attemptKeys.email(email);
      const keys = [emailKey, attemptKeys.client(clientAddress)];
      await limiter.assertAllowed(keys);
      const row = await findUserByEmail(db, email);
      // Always run one argon2 verification, so an unknown address answers as slowly as a known one.
      const matches = await verifyPassword(row?.passwordHash ?? null, request.password);
      if (!row || !matches) {
        await limiter.recordFailure(keys);
        throw new AppError('UNAUTHENTICATED', { message: INVALID_CREDENTIALS_MESSAGE });
      }
      await limiter.clear([emailKey]);
      return issueSession(row);
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
  };
}
