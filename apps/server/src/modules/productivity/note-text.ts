import { splitSentences } from '../../text/sentences';
import { truncateOnWord } from '../../text/truncate';
import { keywordsOf, stem } from '../../text/words';

/** A summary stays a glance: at most this long. */
export const SUMMARY_MAX_CHARS = 300;
/** Notes with this many sentences or more get two in their summary, shorter ones one. */
const TWO_SENTENCE_NOTE = 4;

/** The words of a note as a word processor counts them: runs of text holding a letter or digit. */
export function wordCountOf(content: string): number {
  return content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The built-in summary of a note: its most representative sentence (two for a longer note), in
 * reading order. A sentence represents the note when its meaningful words recur in the note's
 * other sentences; words found nowhere else add nothing, and long sentences do not win by length.
 */
export function summaryOf(content: string): string {
  const sentences = splitSentences(content);
  if (sentences.length <= 1) return truncateOnWord(sentences[0] ?? '', SUMMARY_MAX_CHARS);
  const termSets = sentences.map((sentence) => new Set(keywordsOf(sentence).map(stem)));
  const sentencesWith = new Map<string, number>();
  for (const terms of termSets) {
    for (const term of terms) sentencesWith.set(term, (sentencesWith.get(term) ?? 0) + 1);
  }
  const scored = termSets.map((terms, index) => {
    let shared = 0;
    for (const term of terms) shared += (sentencesWith.get(term) ?? 1) - 1;
    return { index, score: terms.size === 0 ? 0 : shared / Math.sqrt(terms.size) };
  });
  const count = sentences.length >= TWO_SENTENCE_NOTE ? 2 : 1;
  const chosen = scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ index }) => index)
    .sort((a, b) => a - b);
  return truncateOnWord(chosen.map((index) => sentences[index]).join(' '), SUMMARY_MAX_CHARS);
}
