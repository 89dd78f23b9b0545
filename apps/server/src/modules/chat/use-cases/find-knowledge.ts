import type { MessageReading } from '../../../text/message-reading';
import type { ChatLogger } from '../chat.deps';
import type {
  AskerLocation,
  KnowledgeFinder,
  KnowledgeHit,
  LookupNotes,
  LookupScope,
  UserNotes,
} from '../chat.ports';
import { findNoteSources } from './note-sources';

/** The sources found for a message and what the lookup noted on the way. */
export interface KnowledgeLookup {
  hits: KnowledgeHit[];
  notes: LookupNotes;
}

/** A signed-in asker's notes, searched beside the knowledge store. */
export interface AskerNotes {
  finder: UserNotes;
  userId: string;
}

/**
 * What the knowledge store knows about a question, within `timeoutMs`: a slow or failing
 * encyclopedia must never hold up or break an answer, which then goes on without sources. A
 * signed-in asker's best-matching notes come first, theirs alone.
 */
export async function findKnowledge(
  knowledge: KnowledgeFinder,
  question: MessageReading,
  options: {
    timeoutMs: number;
    stopSignal: AbortSignal | undefined;
    logger: ChatLogger;
    location?: AskerLocation | undefined;
    scope?: LookupScope | undefined;
    userNotes?: AskerNotes | undefined;
  },
): Promise<KnowledgeLookup> {
  const notes: LookupNotes = {};
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.stopSignal ? AbortSignal.any([deadline, options.stopSignal]) : deadline;
  // Caught here rather than around the race: a lookup failing after the deadline is still logged.
  const { location, scope, userNotes } = options;
  const lookup = knowledge
    .findOrLearn(question, {
      signal,
      notes,
      ...(location ? { location } : {}),
      ...(scope ? { scope } : {}),
    })
    .catch((error: unknown) => {
      options.logger.warn({ err: error }, 'the knowledge lookup failed; answering without sources');
      return [];
    });
  const noteLookup = userNotes
    ? findNoteSources(userNotes.finder, userNotes.userId, question).catch((error: unknown) => {
        options.logger.warn({ err: error }, "the user's notes could not be searched");
        return [];
      })
    : Promise.resolve([]);
  // A turn later than the abort: a finder that answers with what it has by then (the offline
  // reference, when the encyclopedia is slow) is heard rather than cut off.
  const gaveUp = new Promise<KnowledgeHit[]>((resolve) => {
    signal.addEventListener('abort', () => setImmediate(() => resolve([])), { once: true });
  });
  // Each on its own: a slow encyclopedia does not cost the notes found in time, nor the reverse.
  const [noteHits, hits] = await Promise.all([
    Promise.race([noteLookup, gaveUp]),
    Promise.race([lookup, gaveUp]),
  ]);
  if (deadline.aborted) {
    options.logger.warn({ timeoutMs: options.timeoutMs }, 'the knowledge lookup timed out');
  }
  return { hits: [...noteHits, ...hits], notes };
}
