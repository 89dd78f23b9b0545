import { nameWordsOf } from '../../../../text/article-names';
import { termsOf, wordsOf } from '../../../../text/words';
import type { PolymathSource } from '../../polymath-context';

/*
 * Whether a question asking "what is X?" can be answered with a definition: a source is titled
 * X, or one of its sentences defines X.
 */

/** Whether the subject is what the source is titled ('Black hole' for 'black holes'). */
export function isTitled(source: PolymathSource, subjectTerms: string[]): boolean {
  const title = new Set(nameWordsOf(source.title));
  return (
    subjectTerms.length > 0 &&
    subjectTerms.every((term) => title.has(term)) &&
    [...title].every((term) => subjectTerms.includes(term))
  );
}

/** Copulas that open a definition: 'Photosynthesis is…', 'Marie Skłodowska Curie was…'. */
const DEFINING_VERBS = new Set(['is', 'are', 'was', 'were', 'refers', 'means']);
/** Other names said between a subject and its verb: 'The Amazon rainforest, also known as Amazonia, is…'. */
const OTHER_NAMES =
  /,\s*(?:also |or |formerly |commonly |officially )?(?:known|called|named|referred to)\b[^,]*,/gi;
/** A definition names its subject within this many words before its verb. */
const MAX_DEFINED_WORDS = 8;

/**
 * Whether a sentence defines the subject: the subject's words come before its first copula,
 * within the opening words ('The Danube (…) is Europe's second-longest river'), brackets and
 * other names aside.
 */
export function definesSubject(sentence: string, subjectTerms: string[]): boolean {
  const words = wordsOf(sentence.replace(/\([^)]*\)/g, ' ').replace(OTHER_NAMES, ' '));
  const verb = words.findIndex((word) => DEFINING_VERBS.has(word));
  if (verb < 0 || verb > MAX_DEFINED_WORDS || subjectTerms.length === 0) return false;
  const before = new Set(termsOf(words.slice(0, verb).join(' ')));
  return subjectTerms.every((term) => before.has(term));
}
