import { nameWordsOf } from '../../text/article-names';
import { termsOf, wordsOf } from '../../text/words';
import type { PolymathSource } from '../../adapters/ai/polymath-context';

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
 * The terms of what a sentence defines: the words before its first copula, within the opening
 * words ('The Danube (…) is Europe's second-longest river' -> ['danub']), brackets and other
 * names aside; none when the sentence does not open as a definition.
 */
export function definedTermsOf(sentence: string): string[] {
  const words = wordsOf(sentence.replace(/\([^)]*\)/g, ' ').replace(OTHER_NAMES, ' '));
  const verb = words.findIndex((word) => DEFINING_VERBS.has(word));
  if (verb < 0 || verb > MAX_DEFINED_WORDS) return [];
  return termsOf(words.slice(0, verb).join(' '));
}

/** Whether a sentence defines the subject: the subject's words are what it defines. */
export function definesSubject(sentence: string, subjectTerms: string[]): boolean {
  if (subjectTerms.length === 0) return false;
  const before = new Set(definedTermsOf(sentence));
  return subjectTerms.every((term) => before.has(term));
}

/**
 * Whether a sentence only says what something the question names is, when the question asks
 * more of it ('Why is the sky blue?' answered by 'The sky is everything above the Earth'): what
 * the sentence defines is all in the question, and the question has words beyond it. A question
 * that is nothing but the name ('photosynthesis') asks what it is, and is answered.
 */
export function definesOnlyWhatIsNamed(sentence: string, questionTerms: string[]): boolean {
  const defined = definedTermsOf(sentence);
  const asked = new Set(questionTerms);
  return (
    defined.length > 0 &&
    defined.every((term) => asked.has(term)) &&
    questionTerms.some((term) => !defined.includes(term))
  );
}

/** Whether a sentence defines all a question names: the answer to a bare 'photosynthesis'. */
export function definesAllThatIsNamed(sentence: string, questionTerms: string[]): boolean {
  const defined = new Set(definedTermsOf(sentence));
  return questionTerms.length > 0 && questionTerms.every((term) => defined.has(term));
}
