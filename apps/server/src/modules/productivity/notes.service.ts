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
  /** Creates a note with its word count and summary; 413 QUOTA_EXCEEDED past the limits. */
  create(caller: UserCaller, request: CreateNoteRequest): Promise<Note>;
  /** Changes the fields the request names; the word count and summary follow the content. */
  update(caller: UserCaller, id: string, change: UpdateNoteRequest): Promise<Note>;
  /** Deletes the note and frees its space. */
  remove(caller: UserCaller, id: string): Promise<void>;
  /** The user's notes best matching a question (for the chat's sources), only that user's. */
  findNotes(userId: string, text: string, limit: number): Promise<NoteMatch[]>;
}

type WrittenFields = Omit<NoteFields, 'summary' | 'wordCount'>;

/** The note's derived fields are made again at every write, from the content as stored. */
function storedFieldsOf(fields: WrittenFields): NoteFields {
  return { ...fields, wordCount: wordCountOf(fields.content), summary: summaryOf(fields.content) };
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
}): NotesService {
  const { db, writes } = deps;
  const ownerOf = (caller: UserCaller) => ({ userId: caller.user.id, plan: caller.plan });

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

    create(caller, request) {
      const fields = storedFieldsOf({ ...request, isBookmarked: false });
      const sizeBytes = storedBytesOf(fields);
      return writes.run(ownerOf(caller), async (scope) => {
        await scope.admitNew('notes', sizeBytes);
        return insertNote(scope.tx, caller.user.id, fields, sizeBytes);
      });
    },

    update(caller, id, change) {
      const rowId = rowIdOf(id, 'note');
      return writes.run(ownerOf(caller), async (scope) => {
        const stored = await findNote(scope.tx, caller.user.id, rowId);
        if (!stored) throw notFound('note');
        const fields = storedFieldsOf({ ...writtenFieldsOf(stored.note), ...change });
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
