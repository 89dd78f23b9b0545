import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import { CountSchema, IdSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';
import { changeSchemaOf } from './change-schema';
import { PRODUCTIVITY_LIMITS, PageQuerySchema, TagListSchema } from './productivity-limits';

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
  title: nonBlankText(NOTE_FIELDS_REQUIRED_MESSAGE).max(PRODUCTIVITY_LIMITS.titleChars),
  content: nonBlankText(NOTE_FIELDS_REQUIRED_MESSAGE).max(PRODUCTIVITY_LIMITS.noteContentChars),
  tags: TagListSchema.default([]),
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
  /** Words in the content, kept up to date by the server. */
  wordCount: CountSchema.default(0),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema,
});
export type Note = z.infer<typeof NoteSchema>;

/** POST /api/productivity/notes body: title, content, tags, category (001 §7). */
export const CreateNoteRequestSchema = z.object(noteFields);
export type CreateNoteRequest = z.infer<typeof CreateNoteRequestSchema>;

/** PATCH /api/productivity/notes/:id body: the fields to change; Star/Unstar sends isBookmarked. */
export const UpdateNoteRequestSchema = changeSchemaOf({ ...noteFields, isBookmarked: z.boolean() });
export type UpdateNoteRequest = z.infer<typeof UpdateNoteRequestSchema>;

/** GET /api/productivity/notes query: full-text search, a category, starred only; a page. */
export const NotesQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  category: NoteCategorySchema.optional(),
  /** `true`: starred notes only. */
  bookmarked: z.enum(['true', 'false']).optional(),
});
export type NotesQuery = z.infer<typeof NotesQuerySchema>;
