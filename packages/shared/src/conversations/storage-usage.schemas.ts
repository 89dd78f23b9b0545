import { z } from 'zod';
import { CountSchema } from '../common/common.schemas';

/**
 * What a signed-in user keeps on the server against their storage quota: the bytes of their stored
 * conversations, of the files sent in them and of their productivity tools, and how many
 * conversations they have.
 */
export const StorageUsageSchema = z.object({
  /** Everything counted against the quota, files and productivity tools included. */
  usedBytes: CountSchema,
  /**
   * The part of usedBytes taken by files kept for conversations (originals and their text).
   * Optional: a server from before files were counted answers without it.
   */
  fileBytes: CountSchema.optional(),
  /**
   * The part of usedBytes taken by productivity tools (tasks, events, notes, research projects and
   * citations). Optional: a server from before they were counted answers without it.
   */
  productivityBytes: CountSchema.optional(),
  /** The part of usedBytes taken by Personal AI preferences and auto prompts. */
  personalAiBytes: CountSchema.optional(),
  /** The part of usedBytes taken by likes and dislikes of answers (what each rating keeps). */
  feedbackBytes: CountSchema.optional(),
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
