import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthIdentities, oauthSignIns, signInCodes } from '../../db/schema';

/** A third-party sign-in waiting for the provider's callback. */
export interface PendingSignIn {
  state: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  browserBindingHash: string;
  expiresAt: Date;
}

/** Stores a sign-in in progress (and drops expired ones, so the table stays small). */
export async function insertPendingSignIn(db: Database, signIn: PendingSignIn): Promise<void> {
  await db.delete(oauthSignIns).where(sql`${oauthSignIns.expiresAt} <= now()`);
  await db.insert(oauthSignIns).values(signIn);
}

/**
 * Removes and returns the unexpired sign-in with this state. Deleting it is what makes a state
 * (and so the code that goes with it) usable once.
 */
export async function takePendingSignIn(
  db: Database,
  state: string,
): Promise<PendingSignIn | undefined> {
  const [row] = await db
    .delete(oauthSignIns)
    .where(and(eq(oauthSignIns.state, state), gt(oauthSignIns.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** The account linked to a provider's subject, if any. */
export async function findLinkedUserId(
  db: Database,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row?.userId;
}

/** Links a provider's subject to an account (no-op when that link exists already). */
export async function linkIdentity(
  db: Database,
  identity: { provider: string; subject: string; userId: string },
): Promise<void> {
  await db.insert(oauthIdentities).values(identity).onConflictDoNothing();
}

/** A finished sign-in's one-time code, as stored: its hash, whose it is, and which browser's. */
export interface StoredSignInCode {
  codeHash: string;
  userId: string;
  browserBindingHash: string;
  expiresAt: Date;
}

/** Stores a one-time code (and drops expired ones, so the table stays small). */
export async function insertSignInCode(db: Database, code: StoredSignInCode): Promise<void> {
  await db.delete(signInCodes).where(sql`${signInCodes.expiresAt} <= now()`);
  await db.insert(signInCodes).values(code);
}

/**
 * Removes and returns the unexpired code with this hash. Deleting it is what makes the code
 * usable once, also when two requests bring it at the same moment.
 */
export async function takeSignInCode(
  db: Database,
  codeHash: string,
): Promise<StoredSignInCode | undefined> {
  const [row] = await db
    .delete(signInCodes)
    .where(and(eq(signInCodes.codeHash, codeHash), gt(signInCodes.expiresAt, sql`now()`)))
    .returning();
  return row;
}
