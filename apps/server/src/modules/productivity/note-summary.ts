import { askConnectedModel, type ConnectedModel } from '../../adapters/ai/connected-model';
import type { RateLimiter } from '../../limits/rate-limiter';
import { truncateOnWord } from '../../text/truncate';
import { SUMMARY_MAX_CHARS, summaryOf, wordCountOf } from './note-text';

/** Writes a note's summary: the connected model's when there is one, else the note's own sentences. */
export interface NoteSummarizer {
  summarize(userId: string, note: { title: string; content: string }): Promise<string>;
}

/** A note shorter than this is its own summary: a model call would only reword it. */
const MODEL_SUMMARY_MIN_WORDS = 40;
/** The model reads at most this much of a note; its opening carries what a summary needs. */
const MODEL_INPUT_CHARS = 12_000;
/**
 * Model summaries one user may have written in an hour: the operator's model is not a free
 * resource, and a script saving one note over and over would otherwise spend it. Past this the
 * note still saves, with the built-in summary.
 */
export const MODEL_SUMMARIES_PER_HOUR = 60;

const SYSTEM =
  "You summarise a user's personal note. Say only what the note says; never add facts, " +
  'opinions or advice. Write in the language of the note.';

/** The model's answer as a summary: one paragraph, no label or quotes, within the card's length. */
export function summaryFromAnswer(answer: string): string {
  const text = answer
    .replace(/^\s*summary\s*:\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return truncateOnWord(text, SUMMARY_MAX_CHARS);
}

export function createNoteSummarizer(deps: {
  model: ConnectedModel | undefined;
  rates: Pick<RateLimiter, 'take'>;
  logger: { warn(details: object, message: string): void };
}): NoteSummarizer {
  const { model } = deps;
  return {
    async summarize(userId, note) {
      const ownSentences = summaryOf(note.content);
      if (!model || wordCountOf(note.content) < MODEL_SUMMARY_MIN_WORDS) return ownSentences;
      const isAllowed = await deps.rates.take([
        {
          key: `note-summary:user:${userId}`,
          limit: MODEL_SUMMARIES_PER_HOUR,
          windowSeconds: 3600,
        },
      ]);
      if (!isAllowed) return ownSentences;
      try {
        const answer = await askConnectedModel(model, {
          system: SYSTEM,
          messages: [
            {
              role: 'user',
              content:
                `Note titled "${note.title}":\n<<<\n${note.content.slice(0, MODEL_INPUT_CHARS)}\n>>>\n` +
                `Summarise this note in one or two sentences of at most ${SUMMARY_MAX_CHARS} ` +
                'characters. Answer with the summary only.',
            },
          ],
        });
        return summaryFromAnswer(answer) || ownSentences;
      } catch (error) {
        // A note never fails to save for want of a model: its own sentences summarise it.
        deps.logger.warn(
          { err: error },
          'the model did not summarise a note; its sentences are used',
        );
        return ownSentences;
      }
    },
  };
}
