import { z } from 'zod';

/** The longest id a client may choose (ours are UUIDs or short prefixed ones). */
export const ID_MAX_CHARS = 200;

/**
 * Building blocks the domain schemas share. Timestamps travel as ISO 8601 strings everywhere (the
 * spec never names a format): JSON has no date type, strings sort and compare as text, and the local
 * stores persist them unchanged. Servers convert their Date values with `toISOString()`.
 */

/** An identifier: opaque, non-empty text (server UUIDs and client-made ids alike). */
export const IdSchema = z.string().min(1).max(ID_MAX_CHARS);

/** A moment in time as ISO 8601 with a zone (`2025-01-31T09:30:00.000Z` or `+02:00`). */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** A calendar day as ISO 8601 (`2025-01-31`), for fields the spec calls a date. */
export const DateSchema = z.iso.date();

/** An http(s) address; other schemes (javascript:, data:) are refused because links are opened. */
export const WebUrlSchema = z.url({ protocol: /^https?$/ });

/** A score between 0 and 1 (reliability, confidence, verification). */
export const UnitScoreSchema = z.number().min(0).max(1);

/** A percentage between 0 and 100 (progress bars). */
export const PercentSchema = z.number().min(0).max(100);

/** A count of things: a whole number, never negative. */
export const CountSchema = z.number().int().nonnegative();

/** Text that must hold more than white space; surrounding white space is trimmed. */
export function nonBlankText(message: string) {
  return z.string().trim().min(1, message);
}

/** A list of short labels (tags, keywords): each trimmed and non-empty. */
export const LabelListSchema = z.array(z.string().trim().min(1));

/** The three levels the spec uses for difficulty, technical level and skill level. */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
/** beginner | intermediate | advanced. */
export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

/** The three-step priority of extracted context and knowledge gaps. */
export const PRIORITIES = ['low', 'medium', 'high'] as const;
/** low | medium | high. */
export const PrioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof PrioritySchema>;
