import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import { IdSchema, LabelListSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';

/** The alert when a note's title or content is blank (001 §5). */
export const NOTE_FIELDS_REQUIRED_MESSAGE = 'Please fill in both title and content';

/** Note categories: the default `general` plus the seven the spec lists (001 §3). */
export const NOTE_CATEGORIES = [
  'general',
  'personal',
  'work',
  'research',
  'ideas',
  'meeting',
  'study',
  'project',
] as const;
/** One of NOTE_CATEGORIES. */
export const NoteCategorySchema = z.enum(NOTE_CATEGORIES);
export type NoteCategory = z.infer<typeof NoteCategorySchema>;

const noteFields = {
  title: nonBlankText(NOTE_FIELDS_REQUIRED_MESSAGE),
  content: nonBlankText(NOTE_FIELDS_REQUIRED_MESSAGE),
  tags: LabelListSchema.default([]),
  category: NoteCategorySchema.default(PRODUCTIVITY.noteCategory),
};

/** A Smart Note (001 §3 "Note"). */
export const NoteSchema = z.object({
  id: IdSchema,
  ...noteFields,
  /** A generated summary; absent until one is made. */
  summary: z.string().optional(),
  /** Starred. */
  isBookmarked: z.boolean().default(false),
  updatedAt: TimestampSchema,
});
export type Note = z.infer<typeof NoteSchema>;

/** POST /api/productivity/notes body: title, content, tags, category (001 §7). */
export const CreateNoteRequestSchema = z.object(noteFields);
export type CreateNoteRequest = z.infer<typeof CreateNoteRequestSchema>;
