import type {
  CreateNoteRequest,
  Note,
  NoteList,
  NotesQuery,
  UpdateNoteRequest,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import { keywordsOf } from '../../text/words';
import type { NoteSummarizer } from './note-summary';
import { summaryOf, wordCountOf } from './note-text';
import {
  deleteNote,
  findNote,
  insertNote,
  listNotes,
  type NoteFields,
  type NoteMatch,
  searchNotesByKeywords,
  updateNote,
} from './notes.repository';
import { notFound, rowIdOf } from './owned-ids';
import { type ProductivityWrites, storedBytesOf } from './productivity-writes';

/** A signed-in user's Smart Notes (001 §7): only their own, another user's id answers 404. */
export interface NotesService {
  /** A page of the user's notes: searched (best match first), by category, starred only. */
  list(caller: UserCaller, query: NotesQuery): Promise<NoteList>;
  /**
   * Creates a note with its word count and summary (the connected model's, or the note's own
   * sentences); 413 QUOTA_EXCEEDED past the limits.
   */
  create(caller: UserCaller, request: CreateNoteRequest): Promise<Note>;
  /**
   * Changes the fields the request names; the word count follows the content, and the summary is
   * written again when the content changed.
   */
  update(caller: UserCaller, id: string, change: UpdateNoteRequest): Promise<Note>;
  /** Deletes the note and frees its space. */
  remove(caller: UserCaller, id: string): Promise<void>;
  /** The user's notes best matching a question (for the chat's sources), only that user's. */
  findNotes(userId: string, text: string, limit: number): Promise<NoteMatch[]>;
}

type WrittenFields = Omit<NoteFields, 'summary' | 'wordCount'>;

/** The note as stored: the word count is counted again at every write. */
function storedFieldsOf(fields: WrittenFields, summary: string): NoteFields {
  return { ...fields, wordCount: wordCountOf(fields.content), summary };
}

function writtenFieldsOf(note: Note): WrittenFields {
  return {
    title: note.title,
    content: note.content,
    tags: note.tags,
    category: note.category,
    isBookmarked: note.isBookmarked,
  };
}

export function createNotesService(deps: {
  db: Database;
  writes: ProductivityWrites;
  summarizer: NoteSummarizer;
}): NotesService {
  const { db, writes, summarizer } = deps;
  const ownerOf = (caller: UserCaller) => ({ userId: caller.user.id, plan: caller.plan });

  /**
   * The summary of a change's new content, written before the change's transaction so that a
   * model's seconds hold no lock; undefined when the change leaves the content as it is.
   */
  async function summaryOfChange(caller: UserCaller, rowId: string, change: UpdateNoteRequest) {
    if (change.content === undefined) return undefined;
    const stored = await findNote(db, caller.user.id, rowId);
    if (!stored) throw notFound('note');
    if (stored.note.content === change.content) return undefined;
    const title = change.title ?? stored.note.title;
    const summary = await summarizer.summarize(caller.user.id, { title, content: change.content });
    return { content: change.content, summary };
  }

  return {
    list(caller, query) {
      return listNotes(db, caller.user.id, {
        ...(query.q ? { search: query.q } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.bookmarked ? { isBookmarked: query.bookmarked === 'true' } : {}),
        limit: query.limit,
        offset: query.offset,
      });
    },

    async create(caller, request) {
      const written = { ...request, isBookmarked: false };
      const fields = storedFieldsOf(written, await summarizer.summarize(caller.user.id, written));
      const sizeBytes = storedBytesOf(fields);
      return writes.run(ownerOf(caller), async (scope) => {
        await scope.admitNew('notes', sizeBytes);
        return insertNote(scope.tx, caller.user.id, fields, sizeBytes);
      });
    },

    async update(caller, id, change) {
      const rowId = rowIdOf(id, 'note');
      const written = await summaryOfChange(caller, rowId, change);
      return writes.run(ownerOf(caller), async (scope) => {
        const stored = await findNote(scope.tx, caller.user.id, rowId);
        if (!stored) throw notFound('note');
        const merged = { ...writtenFieldsOf(stored.note), ...change };
        // Another save may have changed the content meanwhile: a summary only goes with its text.
        const summary =
          merged.content === stored.note.content && stored.note.summary !== undefined
            ? stored.note.summary
            : merged.content === written?.content
              ? written.summary
              : summaryOf(merged.content);
        const fields = storedFieldsOf(merged, summary);
        const sizeBytes = storedBytesOf(fields);
        scope.addBytes(sizeBytes - stored.sizeBytes);
        return updateNote(scope.tx, caller.user.id, rowId, fields, sizeBytes);
      });
    },

    async remove(caller, id) {
      const rowId = rowIdOf(id, 'note');
      await writes.run(ownerOf(caller), async (scope) => {
        const freed = await deleteNote(scope.tx, caller.user.id, rowId);
        if (freed === undefined) throw notFound('note');
        scope.addBytes(-freed);
      });
    },

    findNotes(userId, text, limit) {
      return searchNotesByKeywords(db, userId, keywordsOf(text), limit);
    },
  };
}
