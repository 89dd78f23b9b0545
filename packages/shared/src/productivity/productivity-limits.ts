import { z } from 'zod';

/**
 * How much one productivity record may hold, so a user's workspace stays a workspace: each list is
 * paged, each text field capped, and everything kept counts against the user's storage quota.
 */
export const PRODUCTIVITY_LIMITS = {
  titleChars: 200,
  descriptionChars: 5_000,
  noteContentChars: 100_000,
  tagChars: 50,
  tagsPerItem: 20,
  authorsPerCitation: 50,
  /** A task's estimated duration: at most a week of minutes. */
  durationMinutes: 7 * 24 * 60,
  /** Reminders up to four weeks ahead. */
  reminderMinutes: 4 * 7 * 24 * 60,
  /** Rows of each kind (tasks, events, notes, projects, citations) one account keeps at most. */
  rowsPerKind: 5_000,
  pageDefault: 50,
  pageMax: 200,
  /** The calendar window one request may ask for. */
  calendarWindowDays: 400,
} as const;

/** Tags as the comma-separated field gives them (splitCommaList): each trimmed, short, few. */
export const TagListSchema = z
  .array(z.string().trim().min(1).max(PRODUCTIVITY_LIMITS.tagChars))
  .max(PRODUCTIVITY_LIMITS.tagsPerItem);

/** A page of a list: `limit` rows from `offset`. */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRODUCTIVITY_LIMITS.pageMax)
    .default(PRODUCTIVITY_LIMITS.pageDefault),
  offset: z.coerce.number().int().min(0).default(0),
});
