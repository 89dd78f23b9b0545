import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/*
 * wink-nlp with its English model (it ships in its npm package, so nothing is downloaded): the
 * server's one English toolkit, for noun phrases and for proper nouns. Loaded once per thread,
 * on first use: ~100 ms, then well under a millisecond per text.
 */

/** wink-nlp loaded with the English model. */
export type EnglishNlp = ReturnType<typeof winkNLP>;

let nlp: EnglishNlp | undefined;

/** The English model with the pipes the toolkit uses: sentence boundaries and parts of speech (NER and the rest cost time). */
export function englishNlp(): EnglishNlp {
  return (nlp ??= winkNLP(model, ['sbd', 'pos']));
}

const porterStem = (model.addons as { stem: (word: string) => string }).stem;
/** No English word is longer; the stemmer's patterns backtrack on a pasted run of letters. */
const MAX_STEMMED_LENGTH = 45;
/** A word's stem takes ~9 µs and an answer reads thousands of words, most of them seen before. */
const MAX_REMEMBERED_STEMS = 20_000;
const stems = new Map<string, string>();

/**
 * A word's Porter2 stem, from the same model ('developed' and 'develops' give 'develop',
 * 'techniques' 'techniqu'): stronger than words.ts's stem, for matching a question's words with
 * a sentence's where a word's other form must count.
 */
export function englishStem(word: string): string {
  if (word.length > MAX_STEMMED_LENGTH) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    // Started afresh when full: a bound on memory, and the common words come back at once.
    if (stems.size >= MAX_REMEMBERED_STEMS) stems.clear();
    stem = porterStem(word);
    stems.set(word, stem);
  }
  return stem;
}
