import { CHAT } from '@polymath/shared';
import type { MessageReading } from '../../../text/message-reading';
import { relevantPassages } from '../../../text/relevant-passages';
import { truncateOnWord } from '../../../text/truncate';
import type { KnowledgeHit, NoteMatch, UserNotes } from '../chat.ports';

/** A user's notes cited with one answer at most: the sources looked up keep their room. */
export const NOTES_PER_ANSWER = 2;
/** Characters of a long note handed to the model: its paragraphs most relevant to the question. */
const MAX_NOTE_SOURCE_CHARS = 3_000;
/** A note is what its author wrote: cited to them as theirs, like a file they sent. */
const NOTE_RELIABILITY = 1;

/** The in-app address of a note: no web address names it, and nobody else can open it. */
export function noteSourceUrl(id: string): string {
  return `polymath:note/${id}`;
}

/** A note as a source of the answer, its passages on the question first. */
function noteHit(note: NoteMatch, question: MessageReading): KnowledgeHit {
  const content =
    relevantPassages(note.content, question.text, MAX_NOTE_SOURCE_CHARS) ||
    truncateOnWord(note.content, MAX_NOTE_SOURCE_CHARS);
  return {
    kind: 'note',
    title: note.title,
    content,
    excerpt: truncateOnWord(content, CHAT.sourceExcerptChars),
    reliability: NOTE_RELIABILITY,
    sourceUrl: noteSourceUrl(note.id),
  };
}

/**
 * The signed-in user's notes best matching the question's keywords (the words of its subject), as
 * sources; none for a message with nothing to search for.
 */
export async function findNoteSources(
  notes: UserNotes,
  userId: string,
  question: MessageReading,
): Promise<KnowledgeHit[]> {
  if (question.keywords.length === 0) return [];
  const found = await notes.find(userId, question.keywords.join(' '), NOTES_PER_ANSWER);
  // Best first, as the notes' search ranks them; a port giving more than asked is cut.
  return [...found]
    .sort((a, b) => b.rank - a.rank)
    .slice(0, NOTES_PER_ANSWER)
    .map((note) => noteHit(note, question));
}
