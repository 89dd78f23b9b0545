import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { toUserRow, type UserRow } from './users.repository';

/** Stores a new token (by its hash) for the user. */
export async function insertToken(
  db: Database,
  token: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** The user behind a token hash, if the token exists, has not expired and was not revoked. */
export async function findUserByActiveToken(
  db: Database,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    );
  return row ? toUserRow(row.user) : undefined;
}

/** Revokes a token; true when it was active until now. */
export async function revokeToken(db: Database, tokenHash: string): Promise<boolean> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)))
    .returning({ tokenHash: authTokens.tokenHash });
  return revoked.length > 0;
}

/** Revokes every active token of the account (a password reset signs everyone out). */
export async function revokeUserTokens(
  db: Pick<Database, 'update'>,
  userId: string,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
