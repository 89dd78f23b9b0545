import { stem, wordsOf } from './words';

/** A phrase found in a text, with what it was indexed under. */
export interface PhraseMatch<T> {
  phrase: string;
  value: T;
}

/** Stemmed so that 'galaxies' finds 'galaxy' and 'Countries' finds 'country'. */
function keyOf(words: string[]): string {
  return words.map(stem).join(' ');
}

/** The form a phrase is compared in: its words, lower case and stemmed. */
export function phraseKey(phrase: string): string {
  return keyOf(wordsOf(phrase));
}

/**
 * Named things found in free text by their names ('South Korea', 'data structures', 'Andromeda
 * Galaxy'): word for word, case and plural aside, the longest name first where names overlap, so
 * 'Papua New Guinea' is not read as 'Guinea'.
 */
export class PhraseIndex<T> {
  private readonly entries = new Map<string, PhraseMatch<T>[]>();
  private longest = 0;

  add(phrase: string, value: T): this {
    const words = wordsOf(phrase);
    if (words.length === 0) return this;
    const key = keyOf(words);
    const list = this.entries.get(key) ?? [];
    list.push({ phrase, value });
    this.entries.set(key, list);
    this.longest = Math.max(this.longest, words.length);
    return this;
  }

  /** Every indexed phrase the text names, in the text's order; each word belongs to one name. */
  find(text: string): PhraseMatch<T>[] {
    const words = wordsOf(text);
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < words.length;) {
      const length = this.longestMatchAt(words, start);
      if (length === 0) {
        start += 1;
        continue;
      }
      found.push(...(this.entries.get(keyOf(words.slice(start, start + length))) ?? []));
      start += length;
    }
    return found;
  }

  private longestMatchAt(words: string[], start: number): number {
    const most = Math.min(this.longest, words.length - start);
    for (let length = most; length > 0; length -= 1) {
      if (this.entries.has(keyOf(words.slice(start, start + length)))) return length;
    }
    return 0;
  }
}
