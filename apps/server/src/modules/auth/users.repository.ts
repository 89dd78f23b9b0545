import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Account } from '../../identity/caller';

/** An account as stored: with its password hash (null for an account made by Google sign-in). */
export interface UserRow extends Account {
  passwordHash: string | null;
}

/**
 * Creates an account; undefined when the e-mail is taken. The unique index decides, so two
 * simultaneous registrations of one address cannot both succeed.
 */
export async function insertUser(
  db: Database,
  user: Omit<UserRow, 'id' | 'preferences'>,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row ? toUserRow(row) : undefined;
}

/** The account with this normalised e-mail, if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ? toUserRow(row) : undefined;
}

/** Which of these normalised addresses belong to a verified account. */
export async function findVerifiedEmails(
  db: Database,
  emails: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, [...emails]), eq(users.emailVerified, true)));
  return rows.map((row) => row.email);
}

/** The account with this id, if any. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toUserRow(row) : undefined;
}

/**
 * Proves `email` for an account not yet verified and sets the password the link's holder chose, if
 * `email` is still its address (a link mailed to an earlier address proves nothing about the
 * current one). The updated account, or undefined (also when the address was verified already).
 */
export async function verifyEmailWithPassword(
  db: Pick<Database, 'update'>,
  id: string,
  email: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(and(eq(users.id, id), eq(users.email, email), eq(users.emailVerified, false)))
    .returning();
  return row ? toUserRow(row) : undefined;
}

/**
 * Sets the account's password (null: none) and records the address as proven, if `email` is still
 * its address: whoever sets it this way has shown they read that address's mail or a provider
 * vouched for it. The updated account, or undefined.
 */
export async function setPasswordOfVerifiedOwner(
  db: Pick<Database, 'update'>,
  id: string,
  email: string,
  passwordHash: string | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning();
  return row ? toUserRow(row) : undefined;
}

export function toUserRow(row: typeof users.$inferSelect): UserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    passwordHash: row.passwordHash,
    emailVerified: row.emailVerified,
    preferences: row.preferences,
  };
}
