import { isStopWord } from '@polymath/shared';

/**
 * The plain text measures that sources and verification share: an answer agrees with a source as
 * far as the words that carry its meaning appear in the source. Figures are words here ("1,234.5"
 * is one), since a claim's numbers must agree too.
 */

/** Words shorter than this are ignored (articles, prepositions, most noise). */
const MIN_WORD_LENGTH = 3;

/** The meaningful words of a text, lower-cased, in order (numbers count as words). */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,'][\p{L}\p{N}]+)*/gu) ?? [];
  return words.filter(
    (word) => (/\d/.test(word) || word.length >= MIN_WORD_LENGTH) && !isStopWord(word),
  );
}

/** The share (0 to 1) of the text's meaningful words that the vocabulary contains. */
export function coverage(text: string, vocabulary: ReadonlySet<string>): number {
  const words = contentWords(text);
  if (words.length === 0) return 0;
  return words.filter((word) => vocabulary.has(word)).length / words.length;
}

/** A text's meaningful words as a set, for repeated coverage checks against it. */
export function vocabularyOf(text: string): Set<string> {
  return new Set(contentWords(text));
}

/** The numbers written in a text, normalised (thousands separators dropped). */
export function numbersIn(text: string): string[] {
  const matches = text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  return matches.map((number) => number.replace(/,/g, '').replace(/\.0+$/, ''));
}
