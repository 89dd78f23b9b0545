import { isStopWord } from '@polymath/shared';
import { englishStem } from '../../../../text/english-nlp';
import { wordsOf } from '../../../../text/words';

/*
 * The forms in which a question's words are looked for in the sources' sentences: Porter2 stems
 * ('developed' meets 'develop'), a hyphenated word also whole ('re-branded' meets 'rebranded'),
 * two words of the question also as one ('Sky Drive' meets 'SkyDrive'), and a misspelt word of
 * the question as the sources' word with a letter more or less ('boarders' meets 'bordered').
 */

/** Words shorter than this are not corrected: one letter turns 'war' into 'was'. */
const MIN_CORRECTED_LENGTH = 5;

function isMeaningful(word: string): boolean {
  return word.length > 1 && !isStopWord(word);
}

/** The stemmed meaningful words of a text, repeats kept, with its hyphenated words also whole. */
export function matchTermsOf(text: string): string[] {
  const terms = wordsOf(text).filter(isMeaningful).map(englishStem);
  // The lookbehind starts a match only where a word starts: a long run of letters is read once.
  const hyphenated =
    text.toLowerCase().match(/(?<![\p{L}\p{N}-])[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? [];
  return [...terms, ...hyphenated.map((word) => englishStem(word.replaceAll('-', '')))];
}

/**
 * Whether one word is the other with a letter more ('boarder', 'border'). A changed letter is not
 * read as a slip: 'device' is one letter from 'delic' (of 'delicate') and means nothing like it.
 */
function isOneLetterMore(a: string, b: string): boolean {
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  if (longer.length !== shorter.length + 1) return false;
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i += 1;
  return longer.slice(i + 1) === shorter.slice(i);
}

/**
 * The question's terms as the sentences hold them (`vocabulary`: every term of every sentence):
 * each stemmed word, each pair of neighbouring words written as one where the sentences do so,
 * and a word the sentences lack replaced by their word with a letter more or less, if any.
 */
export function questionMatchTerms(question: string, vocabulary: ReadonlySet<string>): string[] {
  const words = wordsOf(question);
  const terms = words.filter(isMeaningful).map((word) => {
    const term = englishStem(word);
    if (vocabulary.has(term) || term.length < MIN_CORRECTED_LENGTH) return term;
    return [...vocabulary].find((known) => isOneLetterMore(term, known)) ?? term;
  });
  const joined = words
    .slice(1)
    .map((word, index) => englishStem(`${words[index]}${word}`))
    .filter((term) => vocabulary.has(term));
  return [...new Set([...terms, ...joined])];
}
