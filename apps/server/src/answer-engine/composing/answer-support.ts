import { nameWordsOf } from '../../text/article-names';
import { termsOf } from '../../text/words';

/*
 * How much of a question the sentence an extractive answer leads with speaks to. A quoted
 * sentence always agrees with its source word for word, so agreement alone would vouch for the
 * wrong sentence as much as for the right one; this says how likely it is to be the right one.
 */

/** What, besides shared words, tells that the leading sentence answers. */
export interface LeadEvidence {
  /** It gives the kind of answer asked (a person for "who", a date for "when"), or defines the subject. */
  givesKind: boolean;
  /** Another sentence answers about as well: the lead may be the wrong one of the two. */
  hasRival: boolean;
  /**
   * It only says what something the question names is, and the question asks something else
   * ('Why is the sky blue?', 'Quiz me on the First World War'): it answers none of it.
   */
  isOnlyDefinition?: boolean;
}

/** Two candidates score within this share of each other: neither clearly answers better. */
const RIVAL_SCORE_SHARE = 0.8;
/** How much a rival leaves of the support. */
const RIVAL_FACTOR = 0.8;

/** A term's first letters, so 'discover' meets 'discovery' and 'originate' 'originated'. */
function looseStem(term: string): string {
  return term.slice(0, Math.max(4, Math.min(6, term.length - 1)));
}

/** Whether the runner-up scores about as well as the best (both scores positive). */
export function isRival(bestScore: number, runnerUpScore: number | undefined): boolean {
  return runnerUpScore !== undefined && runnerUpScore >= bestScore * RIVAL_SCORE_SHARE;
}

/**
 * The support of a leading sentence, 0 to 1: the question's own words it uses (those naming the
 * cited article aside, which every sentence of it is about), with the kind of answer asked
 * counting as one more, over one more than the question's words, so a question of one word is
 * never fully supported by one shared word; less when another sentence answers as well; none for
 * a definition given to a question that does not ask what its subject is.
 */
export function supportOf(
  question: string,
  sentence: string,
  title: string,
  evidence: LeadEvidence,
): number {
  if (evidence.isOnlyDefinition) return 0;
  const named = new Set(nameWordsOf(title));
  const asked = [...new Set(termsOf(question))].filter((term) => !named.has(term));
  const said = new Set(termsOf(sentence).map(looseStem));
  const found = asked.filter((term) => said.has(looseStem(term))).length;
  const support = (found + Number(evidence.givesKind)) / (asked.length + 1);
  const share = evidence.hasRival ? support * RIVAL_FACTOR : support;
  return Math.round(Math.min(1, share) * 100) / 100;
}
