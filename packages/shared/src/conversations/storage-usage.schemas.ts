import { z } from 'zod';
import { CountSchema } from '../common/common.schemas';

/**
 * What a signed-in user keeps on the server against their storage quota: the bytes of their stored
 * conversations and of the files sent in them, and how many conversations they have.
 */
export const StorageUsageSchema = z.object({
  /** Everything counted against the quota, files included. */
  usedBytes: CountSchema,
  /**
   * The part of usedBytes taken by files kept for conversations (originals and their text).
   * Optional: a server from before files were counted answers without it.
   */
  fileBytes: CountSchema.optional(),
  /** The plan's quota; a save that would go past it is refused (413 QUOTA_EXCEEDED). */
  quotaBytes: CountSchema,
  conversationCount: CountSchema,
  /** The most conversations an account keeps; a new one past it is refused. */
  conversationLimit: CountSchema,
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count as people read it: `512 bytes`, `1.5 KB`, `50 MB` (units of 1,024, one decimal
 * below 10, none above).
 */
export function formatStorageSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}
