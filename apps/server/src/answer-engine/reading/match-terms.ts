import { isStopWord } from '@polymath/shared';
import { englishStem } from '../../text/english-nlp';
import { wordsOf } from '../../text/words';

/*
 * The forms in which a question's words are looked for in the sources' sentences: Porter2 stems
 * ('developed' meets 'develop'), a hyphenated word also whole ('re-branded' meets 'rebranded'),
 * two words of the question also as one ('Sky Drive' meets 'SkyDrive'), and a misspelt word of
 * the question as the sources' word with a letter more or less ('boarders' meets 'bordered').
 */

/** Words shorter than this are not corrected: one letter turns 'war' into 'was'. */
const MIN_CORRECTED_LENGTH = 5;
/** Nor longer ones: no slip makes a word this long, and a pasted run of letters would cost. */
const MAX_CORRECTED_LENGTH = 30;

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

/** A word with each of its letters left out in turn: 'border' -> 'order', 'brder', … */
function withOneLetterLess(word: string): string[] {
  return [...word].map((_, index) => word.slice(0, index) + word.slice(index + 1));
}

/**
 * Corrects a word the sentences lack to their word with a letter more or less ('boarder',
 * 'border'), looked up by the words' one-letter-less forms, so a long pasted question costs a few
 * lookups a word, not a pass over the vocabulary. A changed letter is not read as a slip:
 * 'device' is one letter from 'delic' (of 'delicate') and means nothing like it.
 */
function slipCorrector(vocabulary: ReadonlySet<string>): (term: string) => string | undefined {
  let shorter: Map<string, string> | undefined;
  return (term) => {
    // The sources' word has a letter less: 'boarder' less its 'a' is 'border'.
    const less = withOneLetterLess(term).find((form) => vocabulary.has(form));
    if (less) return less;
    // The sources' word has a letter more: some word of theirs less one letter is this one.
    if (!shorter) {
      shorter = new Map();
      for (const known of vocabulary) {
        for (const form of withOneLetterLess(known))
          if (!shorter.has(form)) shorter.set(form, known);
      }
    }
    return shorter.get(term);
  };
}

/**
 * The question's terms as the sentences hold them (`vocabulary`: every term of every sentence):
 * each stemmed word, each pair of neighbouring words written as one where the sentences do so,
 * and a word the sentences lack replaced by their word with a letter more or less, if any.
 */
export function questionMatchTerms(question: string, vocabulary: ReadonlySet<string>): string[] {
  const words = wordsOf(question);
  const corrected = slipCorrector(vocabulary);
  const terms = words.filter(isMeaningful).map((word) => {
    const term = englishStem(word);
    if (vocabulary.has(term) || term.length < MIN_CORRECTED_LENGTH) return term;
    if (term.length > MAX_CORRECTED_LENGTH) return term;
    return corrected(term) ?? term;
  });
  const joined = words
    .slice(1)
    .map((word, index) => englishStem(`${words[index]}${word}`))
    .filter((term) => vocabulary.has(term));
  return [...new Set([...terms, ...joined])];
}
