import type { Database } from '../../db/client';
import { instance } from '../../db/schema';

/** Creates this installation's row on first start; later starts (and races) leave it alone. */
export async function ensureInstance(db: Database): Promise<void> {
  await db.insert(instance).values({}).onConflictDoNothing();
}

/** This installation's row, or undefined when the database has none. */
export async function readInstance(
  db: Database,
): Promise<{ id: string; createdAt: Date } | undefined> {
  const [row] = await db.select().from(instance).limit(1);
  return row;
}
