import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authDevices } from '../../db/schema';

/** Browsers kept per account; the least recently used beyond this are forgotten. */
export const MAX_DEVICES_PER_USER = 20;

/** The account a device token (by its hash) was issued to, marking the device as just used. */
export async function useDevice(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(authDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(authDevices.tokenHash, tokenHash))
    .returning({ userId: authDevices.userId });
  return row?.userId;
}

/** Stores a new device token (by its hash) and forgets the account's oldest beyond the cap. */
export async function insertDevice(
  db: Database,
  device: { tokenHash: string; userId: string },
): Promise<void> {
  await db.insert(authDevices).values(device);
  const kept = db
    .select({ tokenHash: authDevices.tokenHash })
    .from(authDevices)
    .where(eq(authDevices.userId, device.userId))
    .orderBy(desc(authDevices.lastUsedAt))
    .limit(MAX_DEVICES_PER_USER);
  await db
    .delete(authDevices)
    .where(and(eq(authDevices.userId, device.userId), notInArray(authDevices.tokenHash, kept)));
}

/** Forgets every browser of the account: none of them skips the sign-in delays any more. */
export async function deleteUserDevices(
  db: Pick<Database, 'delete'>,
  userId: string,
): Promise<void> {
  await db.delete(authDevices).where(eq(authDevices.userId, userId));
}
