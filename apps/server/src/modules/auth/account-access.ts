import type { Database } from '../../db/client';
import { deleteUserDevices } from './devices.repository';
import { retireEmailLinks } from './email-links.repository';
import { revokeUserTokens } from './tokens.repository';

/** The queries a transaction offers to whoever forgets an account's secrets within it. */
export type AccountWriter = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Secrets another module hands out to an account that open its data without a session (the
 * calendar feed link). They end with the sessions when the address's owner takes the account back.
 */
export interface AccountSecrets {
  /** Forgets every such secret of the account, inside the transaction that takes it back. */
  forgetSecretsOf(db: AccountWriter, userId: string): Promise<void>;
}

/**
 * Ends every way into the account that someone other than the address's owner may hold: sessions
 * revoked, device tokens forgotten (they skip the sign-in delays), unused mailed links retired and
 * other modules' secrets forgotten. Runs when someone proves the address (a verification or reset
 * link, a Google sign-in taking back an unverified account): whoever held the account before,
 * perhaps a stranger who registered the address first, keeps nothing.
 */
export async function endAccountAccess(
  tx: AccountWriter,
  userId: string,
  secrets: readonly AccountSecrets[],
): Promise<void> {
  await revokeUserTokens(tx, userId);
  await deleteUserDevices(tx, userId);
  await retireEmailLinks(tx, userId);
  for (const holder of secrets) await holder.forgetSecretsOf(tx, userId);
}
