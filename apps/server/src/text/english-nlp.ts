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
