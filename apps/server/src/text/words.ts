import { isStopWord } from '@polymath/shared';

/*
 * Words of a text as every server feature reads them: lower case, letters and digits, with
 * apostrophes and hyphens as separators (so "Earth's" gives "earth" and the stop word "s").
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower case, in order. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Whether a word can say what a text is about: not a stop word, longer than one letter. */
function isMeaningful(word: string): boolean {
  return word.length > 1 && !isStopWord(word);
}

/** The meaningful words of a text, each once, in order: what a search looks for. */
export function keywordsOf(text: string): string[] {
  return [...new Set(wordsOf(text).filter(isMeaningful))];
}

/** A light stemmer: enough to match "planets" with "planet" and "countries" with "country". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The stemmed meaningful words of a text, repeats kept: what a relevance score counts. */
export function termsOf(text: string): string[] {
  return wordsOf(text).filter(isMeaningful).map(stem);
}
