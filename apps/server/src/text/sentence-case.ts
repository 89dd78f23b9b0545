import { isProperNounWord, properPhraseLengthAt } from './proper-nouns';

/** A word that keeps its capital: a country, continent, language or people, or a proper noun. */
const isProperWord = (word: string) =>
  properPhraseLengthAt([word], 0) > 0 || isProperNounWord(word);

/** How a style writes the first word of a subtitle in sentence case. */
export interface SentenceCaseOptions {
  /**
   * APA capitalises the first word after a colon, a dash, "?" or "!" ("Behave: The biology of
   * humans…"); Cite Them Right capitalises the title's first word only ("Plant medicine: a
   * collection…").
   */
  capitaliseSubtitle: boolean;
}

/** A word: letters and digits, with inner apostrophes, hyphens and dots ("Darwin's", "U.S"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’.-][\p{L}\p{M}\p{N}]+)*/gu;
/** What ends a title and starts its subtitle, between two words. */
const SUBTITLE_BREAK = /[:?!—–]|\s-\s/u;
/** A full stop ends a title too, but not after an abbreviation ("U.S.", "Dr.", "vs.", "Inc."). */
const SENTENCE_END = /^\.\s/u;
const isAbbreviation = (word: string) => word.includes('.') || word.length <= 3;

/**
 * Words a title-case title leaves in lower case (articles, conjunctions, short prepositions):
 * a title is in title case when every other word is capitalised.
 */
// prettier-ignore
const MINOR_WORDS = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in', 'of',
  'off', 'on', 'per', 'to', 'up', 'via', 'vs', 'from', 'into', 'onto', 'with', 'over', 'upon',
  'than', 'about', 'after', 'among', 'before', 'between', 'through', 'under', 'without',
]);

interface Word {
  text: string;
  index: number;
  /** The first word of the title or of a subtitle. */
  startsSegment: boolean;
  /** A capital and a dot: "F." in "John F. Kennedy". */
  isInitial: boolean;
}

function wordsOf(title: string): Word[] {
  const words: Word[] = [];
  let end = 0;
  for (const match of title.matchAll(WORD)) {
    const between = title.slice(end, match.index);
    const previous = words.at(-1);
    const startsSegment =
      !previous ||
      SUBTITLE_BREAK.test(between) ||
      (SENTENCE_END.test(between) && !isAbbreviation(previous.text));
    const isInitial = /^\p{Lu}$/u.test(match[0]) && title[match.index + 1] === '.';
    words.push({ text: match[0], index: match.index, startsSegment, isInitial });
    end = match.index + match[0].length;
  }
  return words;
}

const hasCapital = (text: string) => /^\p{Lu}/u.test(text);

/**
 * "DNA", "U.S", "COVID-19", "iPhone", "McDonald", "O'Neil", "I", "Vitamin C", an initial: written
 * so on purpose, kept as typed. The one capital that is a word of its own is the article "A".
 */
function isWrittenAsIs(word: Word): boolean {
  const { text } = word;
  if (word.isInitial) return true;
  if (/^\p{Lu}$/u.test(text)) return text !== 'A';
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    /\p{N}/u.test(text) ||
    (letters.length > 1 && letters === letters.toUpperCase()) ||
    /.\p{Lu}/u.test(text.replace(/-\p{Lu}/gu, ''))
  );
}

/** A title-case title: every word but the minor ones, after each segment's first, capitalised. */
function isTitleCase(words: Word[]): boolean {
  const significant = words.filter(
    (word) =>
      !word.startsSegment &&
      !MINOR_WORDS.has(word.text.toLowerCase()) &&
      !isWrittenAsIs(word) &&
      /^\p{L}/u.test(word.text),
  );
  return significant.length > 0 && significant.every((word) => hasCapital(word.text));
}

/** A capitalised word in lower case, each part of a hyphenated one on its own ("Post-Soviet" → "post-Soviet"). */
function lowerCased(text: string): string {
  return text
    .split('-')
    .map((part) => (hasCapital(part) && !isProperWord(part) ? part.toLowerCase() : part))
    .join('-');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A title in sentence case, as APA and Cite Them Right write titles: the first word and proper
 * nouns capitalised, the rest in lower case. A title typed in title case ("On the Origin of
 * Species") is lowered word by word, keeping proper nouns ("A History of France" → "A history of
 * France"), acronyms ("DNA") and names written with inner capitals ("iPhone"); a title typed in
 * sentence case keeps its capitals, which are its writer's proper nouns. The subtitle's first word
 * is capitalised or not as `options` says.
 */
export function sentenceCaseOf(title: string, options: SentenceCaseOptions): string {
  const words = wordsOf(title);
  const isTitle = isTitleCase(words);
  const texts = words.map((word) => word.text);
  const kept = new Set<number>();
  for (let start = 0; start < words.length; start += 1) {
    const length = properPhraseLengthAt(texts, start);
    for (let offset = 0; offset < length; offset += 1) kept.add(start + offset);
    start += Math.max(length - 1, 0);
  }

  let cased = '';
  let end = 0;
  words.forEach((word, position) => {
    let text = word.text;
    const isSubtitleStart = word.startsSegment && position > 0;
    if (isWrittenAsIs(word) || (kept.has(position) && hasCapital(text))) {
      // Kept as typed.
    } else if (position === 0 || (isSubtitleStart && options.capitaliseSubtitle)) {
      text = capitalised(isTitle ? lowerCased(text) : text);
    } else if (isTitle || isSubtitleStart) {
      text = lowerCased(text);
    }
    cased += title.slice(end, word.index) + text;
    end = word.index + word.text.length;
  });
  return cased + title.slice(end);
}
