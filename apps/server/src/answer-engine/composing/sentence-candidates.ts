import { CHAT } from '@polymath/shared';
import { nameWordsOf } from '../../text/article-names';
import { englishStem } from '../../text/english-nlp';
import { scoreBm25 } from '../../text/bm25';
import { splitSentences } from '../../text/sentences';
import { termsOf } from '../../text/words';
import type { PolymathSource } from '../../adapters/ai/polymath-context';
import { matchTermsOf, questionMatchTerms } from '../reading/match-terms';

/*
 * The sentences of the sources an extractive answer may lead with, each scored against the
 * question (BM25), and what lies beside each in its source.
 */

/** Fragments and run-ons (tables, lists flattened into prose) make poor answers. */
const MIN_SENTENCE_CHARS = 20;
const MAX_SENTENCE_CHARS = 600;

/** An article's first sentence usually defines its subject, so it is worth more when it matches. */
const LEAD_SENTENCE_BOOST = 1.5;

/** A sentence an answer may lead with. */
export interface Candidate {
  text: string;
  sourceNumber: number;
  /**
   * From a source found by a name the question uses (a country, a key term) or a file the user
   * sent with their questions, not by a loose search.
   */
  isNamed: boolean;
  position: number;
  terms: string[];
  /** Its words as a question's are matched with them (match-terms.ts). */
  matchTerms: string[];
  /** BM25 against the question's terms (see scoreSentences). */
  score: number;
}

/** Query terms naming a source's article weigh this much: every sentence of it is about them. */
const TITLE_TERM_WEIGHT = 0.3;

/**
 * BM25 of each sentence against the question. A question about what a source is about (a
 * definition, "tell me about…") prefers its lead; one asking for a fact in it counts the words of
 * the sources' titles less (in an article on the French and Indian War, 'war' says little).
 */
function scoreSentences(
  sources: PolymathSource[],
  question: string,
  sentences: { matchTerms: string[]; position: number }[],
  isLeadBoosted: boolean,
): number[] {
  const titleTerms = new Set(
    isLeadBoosted ? [] : sources.flatMap((source) => nameWordsOf(source.title).map(englishStem)),
  );
  const documents = sentences.map((sentence) => sentence.matchTerms);
  const queryTerms = questionMatchTerms(question, new Set(documents.flat()));
  // 'When were the Normans in Normandy?' says nothing but the article's name: its opening,
  // which says what the subject is, is the likeliest answer, as for a definition.
  const isLeadPreferred = isLeadBoosted || queryTerms.every((term) => titleTerms.has(term));
  const plain = scoreBm25(
    queryTerms.filter((term) => !titleTerms.has(term)),
    documents,
  );
  const titled = scoreBm25(
    queryTerms.filter((term) => titleTerms.has(term)),
    documents,
  );
  return sentences.map((sentence, index) => {
    const score = (plain[index] ?? 0) + TITLE_TERM_WEIGHT * (titled[index] ?? 0);
    return isLeadPreferred && sentence.position === 0 ? score * LEAD_SENTENCE_BOOST : score;
  });
}

/** The sources' sentences of a fit length, scored against the question's terms. */
export function collectCandidates(
  sources: PolymathSource[],
  question: string,
  isLeadBoosted: boolean,
): Candidate[] {
  const sentences = sources.slice(0, CHAT.maxSources).flatMap((source, index) =>
    splitSentences(source.content || source.excerpt)
      .map((text, position) => ({
        text,
        sourceNumber: index + 1,
        // Found by a name the question uses, or in a file the user sent: not by a loose search.
        isNamed: source.kind === 'directory' || source.kind === 'facts' || source.kind === 'file',
        position,
        terms: termsOf(text),
        matchTerms: matchTermsOf(text),
      }))
      .filter(({ text }) => text.length >= MIN_SENTENCE_CHARS && text.length <= MAX_SENTENCE_CHARS),
  );
  const scores = scoreSentences(sources, question, sentences, isLeadBoosted);
  return sentences.map((sentence, index) => ({ ...sentence, score: scores[index] ?? 0 }));
}

/** The sentences beside each candidate in its source, whatever their length. */
export function neighboursOf(sources: PolymathSource[]): (candidate: Candidate) => string[] {
  const sentences = sources
    .slice(0, CHAT.maxSources)
    .map((source) => splitSentences(source.content || source.excerpt));
  return (candidate) => {
    const own = sentences[candidate.sourceNumber - 1] ?? [];
    const at = own.indexOf(candidate.text);
    return at < 0 ? [] : [own[at - 1], own[at + 1]].filter((text) => text !== undefined);
  };
}
