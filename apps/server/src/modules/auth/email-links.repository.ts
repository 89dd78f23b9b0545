import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailLinks, type EmailLinkPurpose } from '../../db/schema';

/** Stores a mailed link by its token's hash, dropping the account's used and expired ones of its kind. */
export async function insertEmailLink(
  db: Database,
  link: {
    tokenHash: string;
    userId: string;
    purpose: EmailLinkPurpose;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .delete(emailLinks)
    .where(
      and(
        eq(emailLinks.userId, link.userId),
        eq(emailLinks.purpose, link.purpose),
        or(isNotNull(emailLinks.usedAt), lte(emailLinks.expiresAt, sql`now()`)),
      ),
    );
  await db.insert(emailLinks).values(link);
}

/**
 * Uses a link: marks it used if it is unused, unexpired and for this purpose, in one statement,
 * so two requests with the same link cannot both succeed. Answers whose link it was, or undefined.
 */
export async function consumeEmailLink(
  db: Pick<Database, 'update'>,
  tokenHash: string,
  purpose: EmailLinkPurpose,
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .update(emailLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailLinks.tokenHash, tokenHash),
        eq(emailLinks.purpose, purpose),
        isNull(emailLinks.usedAt),
        gt(emailLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailLinks.userId, email: emailLinks.email });
  return row;
}

/**
 * A link by its token's hash whatever its state (a verification link opened a second time), and
 * whether it could still be used.
 */
export async function findEmailLink(
  db: Database,
  tokenHash: string,
  purpose: EmailLinkPurpose,
): Promise<{ userId: string; email: string; isUsable: boolean } | undefined> {
  const [row] = await db
    .select({
      userId: emailLinks.userId,
      email: emailLinks.email,
      isUsable: sql<boolean>`${emailLinks.usedAt} is null and ${emailLinks.expiresAt} > now()`,
    })
    .from(emailLinks)
    .where(and(eq(emailLinks.tokenHash, tokenHash), eq(emailLinks.purpose, purpose)));
  return row;
}

/** Retires every unused link of the account, of every kind (after its address was proven). */
export async function retireEmailLinks(
  db: Pick<Database, 'update'>,
  userId: string,
): Promise<void> {
  await db
    .update(emailLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailLinks.userId, userId), isNull(emailLinks.usedAt)));
}
