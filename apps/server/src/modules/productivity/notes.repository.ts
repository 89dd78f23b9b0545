import type { Note, NoteCategory } from '@polymath/shared';
import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { notes } from '../../db/schema';
import { deleteRowOfUser, isRowOfUser, type Queryable } from './productivity-rows.repository';

/** A note's stored fields: what the user writes and what the server derives from it. */
export type NoteFields = Omit<Note, 'id' | 'createdAt' | 'updatedAt' | 'summary'> & {
  summary: string;
};

/** A note and the bytes it counts against its owner's quota. */
export interface StoredNote {
  note: Note;
  sizeBytes: number;
}

/** The notes list's search, filters and page. */
export interface NoteListFilter {
  /** Full-text search (websearch syntax: words, "phrases", -excluded); best match first. */
  search?: string;
  category?: NoteCategory;
  isBookmarked?: boolean;
  limit: number;
  offset: number;
}

/** A note matching a question, with how well it matched. */
export interface NoteMatch {
  id: string;
  title: string;
  content: string;
  updatedAt: string;
  rank: number;
}

// Every column but the generated search vector, which callers never need.
const { searchVector, ...noteColumns } = getTableColumns(notes);

function noteOf(row: Omit<typeof notes.$inferSelect, 'searchVector'>): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    category: row.category,
    ...(row.summary ? { summary: row.summary } : {}),
    isBookmarked: row.isBookmarked,
    wordCount: row.wordCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores a new note for the user. */
export async function insertNote(
  db: Queryable,
  userId: string,
  fields: NoteFields,
  sizeBytes: number,
): Promise<Note> {
  const [row] = await db
    .insert(notes)
    .values({ userId, ...fields, sizeBytes })
    .returning(noteColumns);
  if (!row) throw new Error('the note was not stored');
  return noteOf(row);
}

/** The user's note by id, if they have it. */
export async function findNote(
  db: Queryable,
  userId: string,
  id: string,
): Promise<StoredNote | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .where(isRowOfUser(notes, userId, id));
  return row && { note: noteOf(row), sizeBytes: row.sizeBytes };
}

/** Writes the user's note anew (its updatedAt becomes now). */
export async function updateNote(
  db: Queryable,
  userId: string,
  id: string,
  fields: NoteFields,
  sizeBytes: number,
): Promise<Note> {
  const [row] = await db
    .update(notes)
    .set({ ...fields, sizeBytes, updatedAt: sql`now()` })
    .where(isRowOfUser(notes, userId, id))
    .returning(noteColumns);
  if (!row) throw new Error('the note to update is missing');
  return noteOf(row);
}

/** Deletes the user's note; the bytes it took, or undefined when they have none by that id. */
export function deleteNote(db: Queryable, userId: string, id: string): Promise<number | undefined> {
  return deleteRowOfUser(db, notes, userId, id);
}

/**
 * A page of the user's notes with how many match in all: best match first when searching (title
 * weighs most, then tags, then content), else the most recently updated first.
 */
export async function listNotes(
  db: Queryable,
  userId: string,
  filter: NoteListFilter,
): Promise<{ notes: Note[]; total: number }> {
  const query = filter.search ? sql`websearch_to_tsquery('english', ${filter.search})` : undefined;
  const where = and(
    eq(notes.userId, userId),
    query ? sql`${searchVector} @@ ${query}` : undefined,
    filter.category ? eq(notes.category, filter.category) : undefined,
    filter.isBookmarked === undefined ? undefined : eq(notes.isBookmarked, filter.isBookmarked),
  );
  const order: SQL[] = [desc(notes.updatedAt), desc(notes.id)];
  if (query) order.unshift(desc(sql`ts_rank(${searchVector}, ${query})`));
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(notes).where(where);
  return { notes: rows.map(noteOf), total: counted?.total ?? 0 };
}

/**
 * The user's notes holding any of the keywords (English stemming), best match first. Keywords
 * must be plain words (no operators).
 */
export async function searchNotesByKeywords(
  db: Queryable,
  userId: string,
  keywords: string[],
  limit: number,
): Promise<NoteMatch[]> {
  if (keywords.length === 0) return [];
  const anyKeyword = sql`websearch_to_tsquery('english', ${keywords.join(' or ')})`;
  const rank: SQL<number> = sql<number>`ts_rank(${searchVector}, ${anyKeyword})`.mapWith(Number);
  const rows = await db
    .select({
      id: notes.id,
      title: notes.title,
      content: notes.content,
      updatedAt: notes.updatedAt,
      rank,
    })
    .from(notes)
    .where(and(eq(notes.userId, userId), sql`${searchVector} @@ ${anyKeyword}`))
    .orderBy(desc(rank), desc(notes.updatedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
